import type { FunnelOutline } from './reportFunnels';

/** What one report view reads: a funnel, optionally one campaign page and one brand, and a date range. */
export interface SummaryScope {
  readonly funnel: FunnelOutline;
  readonly page: string | undefined;
  readonly brand: string | undefined;
  /** The funnel version counted (`funnelVersion` of the events; events without one count as `funnel.version`). */
  readonly version: number;
  /** The first day read and the day after the last (UTC midnights). */
  readonly from: Date;
  readonly until: Date;
  /** The placement whose leases count: `undefined` every lease, `null` none known (the brand has none). */
  readonly placementId: string | null | undefined;
}
