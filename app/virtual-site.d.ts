declare module 'virtual:site' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-imports -- an ambient module may not import a relative path
  type BrowserSiteTable = import('../schemas/siteTable').BrowserSiteTable;
  /** The campaign table as the browser needs it (scripts/campaigns/campaignsPlugin.ts). */
  export const siteTable: BrowserSiteTable;
}
