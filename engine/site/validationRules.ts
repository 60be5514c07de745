import type { validationRuleNames } from '../../schemas/campaignPage';

/** What a route validation rule sees of the request. */
export interface RouteRequest {
  /** The step segment after the page's path, if any. */
  readonly step: string | undefined;
  readonly search: URLSearchParams;
}

/**
 * The named route validation rules (spec section 2): a rule answering false makes the page a
 * fatal 404 "Page Not Found: {fullPath}". The page check refuses names not listed here.
 */
const validationRules: Readonly<
  Record<(typeof validationRuleNames)[number], (request: RouteRequest) => boolean>
> = {
  /** A page without steps (an article, a listing, a legal page) has no `/:step`. */
  noStep: ({ step }) => step === undefined,
  /** A page that reads `zip_code` from its URL needs a 5-digit one when it is given. */
  zipCodeQuery: ({ search }) =>
    !search.has('zip_code') || /^\d{5}$/.test(search.get('zip_code') ?? ''),
};

/** Runs a page's rule; a page without one always passes. An unknown name fails (the check should have caught it). */
export function passesValidation(rule: string | undefined, request: RouteRequest): boolean {
  if (rule === undefined) return true;
  const check = (validationRules as Readonly<Record<string, (request: RouteRequest) => boolean>>)[
    rule
  ];
  return check ? check(request) : false;
}
