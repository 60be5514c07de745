import { siteTable } from 'virtual:site';
import { pageExitIntent } from '../../engine/exitIntent/pageExitIntent';
import { findPage } from '../../engine/site/matchPage';
import type { PageRoute } from '../../schemas/siteTable';
import { currentBrand } from '../brands/brand';
import { fetchPayload } from '../pages/fetchPayload';
import { listenForExitIntentEarly } from './earlyExitIntent';

/**
 * `setupBeforeMount` on a page the browser renders (no prerendered markup): its content names the
 * options; the triggers listen from the entry on, while the app loads.
 */
export async function listenForExitIntentEarlyOn(pathname: string): Promise<void> {
  const match = findPage(siteTable.pages as PageRoute[], currentBrand().id, pathname);
  if (!match) return;
  const payload = await fetchPayload(match.page.path);
  listenForExitIntentEarly(payload.name, pageExitIntent(payload), () => undefined);
}
