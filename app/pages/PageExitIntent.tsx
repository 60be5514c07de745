import { lazy, Suspense, useMemo } from 'react';
import { pageExitIntent } from '../../engine/exitIntent/pageExitIntent';
import { funnelCopy } from '../../engine/funnel/copy';
import { templateCopy } from '../../engine/site/templateCopy';
import type { Brand } from '../brands/brand';
import type { LoadedPage } from './loadPage';

// XState and the popup load only with pages that register it.
const ExitIntentPopup = lazy(() => import('../funnel/ExitIntentPopup').then((module) => ({ default: module.ExitIntentPopup })));

/**
 * The exit-intent popup of any page that registers it (page config `exitIntent`, or a page that
 * runs a funnel), with the page's options and on-exit-intent callback, whatever its template.
 */
export function PageExitIntent({ page, brand }: { readonly page: LoadedPage; readonly brand: Brand }) {
  const { payload } = page;
  const registration = useMemo(() => pageExitIntent(payload), [payload]);
  if (!registration) return null;
  return (
    <Suspense fallback={null}>
      <ExitIntentPopup
        page={payload.name}
        phone={brand.defaultPhone}
        copy={funnelCopy[payload.language]}
        options={registration.options}
        callback={registration.callback}
        body={templateCopy[payload.language].products[payload.product].exitBody}
        funnelActor={page.funnel?.actor}
      />
    </Suspense>
  );
}
