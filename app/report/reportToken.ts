const KEY = 'report-token';

/** The operator token kept for this tab (sessionStorage), if any. */
export function storedReportToken(): string | undefined {
  try {
    return sessionStorage.getItem(KEY) ?? undefined;
  } catch {
    return undefined;
  }
}

/** Keeps the token for this tab, or forgets it (`undefined`). */
export function storeReportToken(token: string | undefined): void {
  try {
    if (token === undefined) sessionStorage.removeItem(KEY);
    else sessionStorage.setItem(KEY, token);
  } catch {
    // Without storage the token lives as long as the page.
  }
}
