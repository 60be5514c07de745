import { siteTable } from 'virtual:site';
import type { RedirectRule } from '../../schemas/siteConfig';

let rules: Readonly<Record<string, RedirectRule>> = siteTable.site.routeRules;

/** The route rules client navigation applies: the running build's, or a newer build's once its meta is read. */
export function activeRouteRules(): Readonly<Record<string, RedirectRule>> {
  return rules;
}

/** A new build is out (app/site/deployment.ts): its route rules apply from the next navigation on. */
export function adoptRouteRules(next: Readonly<Record<string, RedirectRule>>): void {
  rules = next;
}
