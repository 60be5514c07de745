import { safeStorage, writeItem } from '../platform/storage';

const KEY = 'report-token';

/** The operator token kept for this tab (sessionStorage), if any. */
export function storedReportToken(): string | undefined {
  return safeStorage('session').getItem(KEY) ?? undefined;
}

/** Keeps the token for this tab, or forgets it (`undefined`). Without storage the token lives as long as the page. */
export function storeReportToken(token: string | undefined): void {
  if (token === undefined) safeStorage('session').removeItem(KEY);
  else writeItem('session', KEY, token);
}
