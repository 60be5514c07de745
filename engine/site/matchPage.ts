import type { PageRoute } from '../../schemas/siteTable';

/** A page found for a URL path, and the step segment after it (if any). */
export interface PageMatch {
  readonly page: PageRoute;
  readonly step: string | undefined;
}

/** `/Get-Yours-OTC/` → `/get-yours-otc`: case-insensitive, trailing slashes tolerated (spec section 2). */
export function normalisePath(pathname: string): string {
  let path = pathname;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    // A malformed escape is matched as written.
  }
  path = `/${path.toLowerCase().replace(/^\/+|\/+$/g, '')}`;
  return path.replace(/\/{2,}/g, '/');
}

/**
 * The page of the brand a path opens: the path itself (`/reviews/aetna`), else its last segment
 * taken as the funnel step (`/get-yours-otc/zip`). Only pages whose metadata lists the brand exist
 * for it (spec section 2); `undefined` is the not-found case.
 *
 * @example findPage(pages, 'm10', '/Get-Yours-OTC/zip/') // { page: get-yours-otc, step: 'zip' }
 */
export function findPage(
  pages: readonly PageRoute[],
  brandId: string,
  pathname: string,
): PageMatch | undefined {
  const path = normalisePath(pathname);
  const forBrand = (candidate: string) =>
    pages.find((page) => page.path === candidate && page.brands.some((brand) => brand === brandId));
  const whole = forBrand(path);
  if (whole) return { page: whole, step: undefined };
  const cut = path.lastIndexOf('/');
  if (cut <= 0) return undefined;
  const parent = forBrand(path.slice(0, cut));
  return parent ? { page: parent, step: path.slice(cut + 1) } : undefined;
}

/**
 * The step a path names on a given page: its segment after the page's path (lower-cased, as
 * {@link findPage} reads it), `undefined` for the page itself, `null` for a path of another page.
 *
 * @example stepInPath('/Quiz/Medicare/ZIP', '/quiz/medicare') // 'zip'
 */
export function stepInPath(pathname: string, pagePath: string): string | undefined | null {
  const path = normalisePath(pathname);
  if (path === pagePath) return undefined;
  const prefix = pagePath === '/' ? '/' : `${pagePath}/`;
  if (!path.startsWith(prefix)) return null;
  const step = path.slice(prefix.length);
  return step.includes('/') ? null : step;
}
