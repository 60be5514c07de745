/**
 * What a reader recognises of an address: the host without `www.` and the path without its
 * trailing slash.
 *
 * @example displayAddress('https://www.medicare.gov/plan-compare/') // { host: 'medicare.gov', path: '/plan-compare' }
 */
export function displayAddress(href: string): { readonly host: string; readonly path: string } {
  try {
    const url = new URL(href);
    return { host: url.hostname.replace(/^www\./, ''), path: url.pathname.replace(/\/$/, '') };
  } catch {
    return { host: href, path: '' };
  }
}
