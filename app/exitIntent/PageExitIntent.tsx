import { products } from 'virtual:content/products';
import { useEffect, useMemo, useState, type ComponentType } from 'react';
import { pageExitIntent } from '../../engine/exitIntent/pageExitIntent';
import { copyFor } from '../../engine/copy/copyFor';
import type { Brand } from '../brands/brand';
import type { LoadedPage } from '../pages/loadedPage';
import type { ExitIntentPopupProps } from './ExitIntentPopup';

type Popup = ComponentType<ExitIntentPopupProps>;

/**
 * The popup's component, loaded once a page that registers it has rendered (XState and the popup
 * come only with such pages). Not `lazy` in a Suspense boundary: React reveals a boundary that
 * resolved on its own up to 300 ms late (its fallback throttle), and an exit intent in that time
 * went unseen; this renders the popup, and starts listening, as soon as its chunk is there.
 */
function usePopupComponent(wanted: boolean): Popup | undefined {
  const [component, setComponent] = useState<Popup>();
  useEffect(() => {
    if (!wanted) return;
    let live = true;
    void import('./ExitIntentPopup').then(
      (module) => live && setComponent(() => module.ExitIntentPopup),
    );
    return () => {
      live = false;
    };
  }, [wanted]);
  return component;
}

/**
 * The exit-intent popup of any page that registers it (page config `exitIntent`, or a page that
 * runs a funnel), with the page's options and on-exit-intent callback, whatever its template.
 */
export function PageExitIntent({
  page,
  brand,
}: {
  readonly page: LoadedPage;
  readonly brand: Brand;
}) {
  const { payload } = page;
  const copy = copyFor(payload.language);
  const registration = useMemo(() => pageExitIntent(payload), [payload]);
  const ExitIntentPopup = usePopupComponent(registration !== undefined);
  if (!registration || !ExitIntentPopup) return null;
  return (
    <ExitIntentPopup
      page={payload.name}
      phone={brand.defaultPhone}
      copy={copy}
      options={registration.options}
      callback={registration.callback}
      body={products[payload.language][payload.product].exitBody}
      funnelActor={page.funnel?.actor}
    />
  );
}
