import type { SiteCopy } from '../../../engine/site/siteCopy';
import type { Brand } from '../../../schemas/brand';
import type { LoadedPage } from '../loadedPage';

/** What every page template receives: the loaded page, the current brand, the frame's copy in the page's language. */
export interface TemplateProps {
  readonly page: LoadedPage;
  readonly brand: Brand;
  readonly copy: SiteCopy;
}
