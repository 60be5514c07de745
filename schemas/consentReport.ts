/** Per funnel and brand: leads, those with a full receipt (disclosure version, certificate, token) and their share. */
export interface ConsentReportRow {
  /** The funnel the receipt names; null: leads without a receipt (a product that needs none, a call page). */
  readonly funnel: string | null;
  readonly brand: string | null;
  readonly leads: number;
  readonly fullReceipts: number;
  readonly fullShare: number | null;
}

/** Leads refused for missing or invalid consent, per brand and the receipt field at fault (`consent`: missing). */
export interface ConsentRefusalRow {
  readonly brand: string;
  readonly reason: string;
  readonly count: number;
}

/** `GET /api/report/consent` (server/consent/consentReport.ts). */
export interface ConsentReport {
  readonly from: string;
  readonly to: string;
  readonly receipts: readonly ConsentReportRow[];
  readonly refused: readonly ConsentRefusalRow[];
}
