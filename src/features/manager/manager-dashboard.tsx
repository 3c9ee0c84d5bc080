/** Placeholder: the finance dashboard comes with the manager issue. */
export function ManagerDashboard() {
  return <h1 className="h3">manager dashboard</h1>;
}
