/** Route module for recovery: placeholder until its issue lands. */
export function Component() {
  return <h1 className="h3">recovery</h1>;
}
