/** Placeholder: the subscriber dashboard comes with the advertiser issue. */
export function SubscriberDashboard() {
  return <h1 className="h3">dashboard</h1>;
}
