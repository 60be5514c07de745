/** The words the site writes around a page's own content, in the page's language; the words themselves are in engine/copy/en.ts and es.ts. */
export interface SiteCopy {
  readonly skipToContent: string;
  readonly callUs: string;
  readonly home: string;
  readonly terms: string;
  readonly privacy: string;
  /** The footer's link to the opt-out page, and that page's path in this language. */
  readonly optOut: string;
  readonly optOutPath: string;
  readonly benefitsTitle: string;
  readonly startQuiz: string;
  readonly callNow: string;
  readonly pagesTitle: string;
  readonly hours: string;
  /** A page's loading state (its content is on the way). */
  readonly loading: string;
}
