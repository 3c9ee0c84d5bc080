/** Route module for adm-report-subscriptions: placeholder until its issue lands. */
export function Component() {
  return <h1 className="h3">adm-report-subscriptions</h1>;
}
