/** A part's condition as the API sends it: 'PRODUCT_NEW' is new; anything else is used. */
export function isNewCondition(condition: string | null | undefined): boolean {
  return condition === 'PRODUCT_NEW';
}
