// The words of campaigns/content/, checked at build (scripts/campaigns/loadContent.ts) and served by scripts/campaignsPlugin.ts.
declare module 'virtual:content/products' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-imports -- an ambient module may not import a relative path
  type ProductsFile = import('../schemas/siteContent').ProductsFile;
  /** Every product line's name, blurb, call-to-action title and exit popup words, by language. */
  export const products: Readonly<Record<'english' | 'spanish', ProductsFile>>;
}

declare module 'virtual:content/carriers' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-imports -- an ambient module may not import a relative path
  type CarriersFile = import('../schemas/siteContent').CarriersFile;
  /** Every carrier card's words, by language. */
  export const carriers: Readonly<Record<'english' | 'spanish', CarriersFile>>;
}

declare module 'virtual:content/legal' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-imports -- an ambient module may not import a relative path
  type LegalFile = import('../schemas/siteContent').LegalFile;
  /** The footer's legal disclosure (`{brand}` stands for the brand's name), by language. */
  export const legal: Readonly<Record<'english' | 'spanish', LegalFile>>;
}
