/** The words the offer listing writes around the ads, in the page's language; the words themselves are in engine/copy/en.ts and es.ts. */
export interface ListingCopy {
  /** The heading of the offers section. */
  readonly title: string;
  /** Under the heading: these are ads. */
  readonly disclosure: string;
  /** The badge on every card. */
  readonly sponsored: string;
  /** Read by screen readers while the offers load. */
  readonly loading: string;
  readonly visitSite: string;
  /** Said after a link that opens a new tab. */
  readonly newTab: string;
  /** Before a card's number. */
  readonly orCall: string;
  readonly callNow: string;
  /** The heading of a shape B card (no advertiser name): a click ad, a call ad. */
  readonly clickOfferTitle: string;
  readonly callOfferTitle: string;
  /** The fallback: no offers, or the offers failed. */
  readonly emptyTitle: string;
  readonly errorTitle: string;
  readonly fallbackLine: string;
  /** The ZIP code question when the visit has none. */
  readonly zipPrompt: string;
  readonly zipLabel: string;
  readonly zipSubmit: string;
  readonly zipInvalid: string;
}
