import type { Brand } from '../../schemas/brand';
import type { PageRoute } from '../../schemas/siteTable';
import type { PageFunnels } from '../funnel/pageFunnels';
import type { track } from '../visit/tracking';

/**
 * What every route's `beforeLoad` and loader read (TanStack Router's route context): the brand
 * this host serves, its pages (the site table's rows listing it), the funnel registry and the
 * tracker. Given once to the router (app/router.tsx); a test gives its own.
 */
export interface SiteRouterContext {
  readonly brand: Brand;
  readonly pages: readonly PageRoute[];
  readonly funnels: PageFunnels;
  readonly track: typeof track;
}
