import { useCallback, useEffect, useState } from 'react';
import type { AdsResult } from '../../engine/listing/readAdsAnswer';
import type { AdListingState } from '../../ui/AdListing';
import { fetchOffers } from './fetchOffers';
import { knownZip, rememberZip } from './knownZip';

const loading: AdListingState = { status: 'loading' };
const needsZip: AdListingState = { status: 'needsZip' };

/**
 * A listing page's offers: asked once per page and ZIP code (the visit's, else the one the
 * visitor types), loading until the answer comes; a request still out when the page is left is
 * aborted.
 */
export function useAdOffers(pageName: string): {
  readonly state: AdListingState;
  readonly setZip: (zip: string) => void;
} {
  const [zip, setZipState] = useState(knownZip);
  const [answer, setAnswer] = useState<{ readonly key: string; readonly result: AdsResult }>();
  const key = `${pageName}:${zip ?? ''}`;
  useEffect(() => {
    if (!zip) return;
    const controller = new AbortController();
    void fetchOffers(pageName, zip, controller.signal).then((result) => {
      if (!controller.signal.aborted) setAnswer({ key: `${pageName}:${zip}`, result });
    });
    return () => controller.abort();
  }, [pageName, zip]);
  const setZip = useCallback((value: string) => {
    rememberZip(value);
    setZipState(value);
  }, []);
  const state = !zip ? needsZip : answer?.key === key ? answer.result : loading;
  return { state, setZip };
}
