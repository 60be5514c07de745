import type { Brand } from '../brands/brand';
import { useLeasedPhone } from '../funnel/useLeasedPhone';
import type { LoadedPage } from './loadedPage';

/** The number a page offers, and whether it is leased for this visitor (a call to it is then the leased conversion). */
export interface PagePhone {
  readonly number: string;
  readonly leased: boolean;
}

/**
 * The number the page's header and footer offer (spec section 4): the number leased for this
 * visitor while the lease lasts, else the brand's default, as on the call screen (a call to the
 * other number would not be credited to the visit). Re-renders only when the number changes.
 */
export function usePagePhone(page: LoadedPage, brand: Brand): PagePhone {
  const number = useLeasedPhone(page.funnel?.actor);
  return number === null ? { number: brand.defaultPhone, leased: false } : { number, leased: true };
}
