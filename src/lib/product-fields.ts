/**
 * A part's fields as the product form edits them, the API receives them and the simulated
 * database keeps them (price in reais). The form, the API module and the simulated API each
 * derive their own shape from this one.
 */
export interface ProductFields {
  part_name: string;
  code: string;
  manufacturer: string;
  brand: string;
  model: string;
  description: string;
  price: number;
  quantity: number;
  is_new: boolean;
  is_national: boolean;
}
