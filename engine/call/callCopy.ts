/** The words the click-to-call page writes around its number, in the page's language; the words themselves are in engine/copy/en.ts and es.ts. */
export interface CallCopy {
  /** The line above the number (the funnel's call screen says the same). */
  readonly lead: string;
  /** Under a leased number. */
  readonly leasedNote: string;
  /** Read by screen readers while a number is leased. */
  readonly loading: string;
  /** Beside the number: what the call costs. */
  readonly free: string;
  readonly hours: string;
}
