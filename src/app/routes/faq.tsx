/** Route module for faq: placeholder until its issue lands. */
export function Component() {
  return <h1 className="h3">faq</h1>;
}
