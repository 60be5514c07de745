/** The report page's query string (`/admin/report?funnel=&page=&brand=&version=&from=&to=`): its filters, so a view can be linked. */
export interface ReportSearch {
  readonly funnel?: string | undefined;
  readonly page?: string | undefined;
  readonly brand?: string | undefined;
  /** The funnel version shown (absent: the deployed one). */
  readonly version?: number | undefined;
  readonly from?: string | undefined;
  readonly to?: string | undefined;
}

const patterns = {
  funnel: /^[a-z][a-z0-9-]{0,63}$/,
  page: /^[a-z0-9][a-z0-9/-]{0,199}$/,
  brand: /^[a-z0-9]{1,20}$/,
  from: /^\d{4}-\d{2}-\d{2}$/,
  to: /^\d{4}-\d{2}-\d{2}$/,
} as const;

/**
 * The route's `validateSearch`: keeps each filter that looks like one and drops the rest (the API
 * checks them for real and names a bad one). Plain code: this runs in the main bundle, without zod.
 */
export function parseReportSearch(search: Record<string, unknown>): ReportSearch {
  const parsed: Record<string, string | number> = {};
  for (const [key, pattern] of Object.entries(patterns)) {
    const value = search[key];
    if (typeof value === 'string' && pattern.test(value)) parsed[key] = value;
  }
  // The router reads `version=2` as a number (and writes a number so).
  const version = Number(search.version);
  if (Number.isInteger(version) && version > 0 && version < 10_000_000) parsed.version = version;
  return parsed;
}
