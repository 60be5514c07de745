import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { callLeaseMachine, callNumber, type CallNumber } from '../../engine/call/callLeaseMachine';
import { createEffectActors } from '../../engine/effects/siteEffects';
import { productForBrand } from '../../engine/mapping/productForBrand';
import { currentBrand } from '../brands/brand';
import { effectHttp } from '../visit/api';
import { currentBidToken } from '../visit/bidToken';
import { visitContext } from '../visit/visit';
import { callAnswers } from './callAnswers';

const sameNumber = (a: CallNumber, b: CallNumber) =>
  a.status === 'leasing'
    ? b.status === 'leasing'
    : b.status === 'ready' && a.phone === b.phone && a.leased === b.leased;

/**
 * A call page's number: a lease asked once when the page opens, with the funnel's own lease
 * effect (same request, `sub_2` the page's name), shown until its expiry, then the brand's
 * default number (engine/call/callLeaseMachine.ts). A call page has no consent step: its lease
 * sends the visitor's answers without personal data (no name, contact or birth date), so it needs
 * no consent and is leased for life and Medicare brands too.
 */
export function useCallLease(pageName: string): CallNumber {
  const brand = currentBrand();
  const [{ machine, values }] = useState(() => {
    const product = productForBrand(brand.id);
    const { leasePhone } = createEffectActors({
      http: effectHttp,
      visit: () => visitContext(pageName),
      product,
      defaultPhone: brand.defaultPhone,
      bidToken: currentBidToken,
      withoutPersonalData: true,
    });
    return {
      machine: callLeaseMachine.provide({ actors: { leasePhone } }),
      values: callAnswers(product),
    };
  });
  const actor = useActorRef(machine, { input: { values } });
  return useSelector(actor, (snapshot) => callNumber(snapshot, brand.defaultPhone), sameNumber);
}
