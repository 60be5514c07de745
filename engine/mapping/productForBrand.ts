import type { Product } from '../../schemas/enumerations';

/**
 * The mapping a brand's leads use (spec section 7): wc → life; tqg and ps → auto; every other
 * brand → medicare.
 *
 * @example productForBrand('tqg') // 'auto'
 */
export function productForBrand(brand: string): Product {
  if (brand === 'wc') return 'life';
  if (brand === 'tqg' || brand === 'ps') return 'auto';
  return 'medicare';
}
