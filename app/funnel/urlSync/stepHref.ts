/** A funnel step's URL: `{pagePath}/{step}` and the query kept (a funnel on `/` has `/{step}`). */
export function stepHref(pagePath: string, step: string, search: string): string {
  return `${pagePath === '/' ? '' : pagePath}/${step}${search}`;
}
