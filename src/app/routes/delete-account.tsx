/** Route module for delete-account: placeholder until its issue lands. */
export function Component() {
  return <h1 className="h3">delete-account</h1>;
}
