/** The words the article, legal, home and showcase templates and their components write: the product lines' are content (campaigns/content/products.<language>.json); the words themselves are in engine/copy/en.ts and es.ts. */
export interface TemplateCopy {
  readonly readingTime: (minutes: number) => string;
  readonly inThisArticle: string;
  /** The heading of an index of articles (the reviews index): apart from its product lines' names. */
  readonly articlesListed: string;
  readonly ctaBody: string;
  readonly callInstead: string;
  readonly callTitle: string;
  readonly callBody: string;
  readonly funnelTitle: string;
  readonly funnelBody: string;
  readonly backToQuestions: string;
  readonly sources: string;
  readonly source: (n: number) => string;
  readonly opensInNewTab: string;
  /** The carrier card's list of strengths. */
  readonly knownFor: string;
  readonly contents: string;
  readonly lastUpdated: (date: string) => string;
  readonly backToContents: string;
  readonly startHere: string;
  readonly startHereBody: string;
  readonly start: string;
  readonly allPages: string;
  readonly colorScheme: string;
  readonly light: string;
  readonly dark: string;
  readonly system: string;
  readonly dontShowAgain: string;
}
