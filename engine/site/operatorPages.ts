/**
 * Whether a path is an operator page (`/admin`, `/admin/…`, any case): those load no
 * third-party script, track nothing, and get the server's strict CSP (DESIGN.md section 7).
 *
 * @example isOperatorPath('/admin/report') // true
 */
export function isOperatorPath(pathname: string): boolean {
  return /^\/admin(\/|$)/i.test(pathname);
}
