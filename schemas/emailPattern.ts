/**
 * An email address, the rule zod's `z.email()` applies (`z.regexes.email`), without anchors: one
 * rule for the form's JSON Schema (which lets surrounding spaces through, trimmed on submit) and
 * the form values' zod schema (which trims first). Kept free of zod: the field library ships to
 * the browser.
 */
export const EMAIL_BODY =
  "(?:[A-Za-z0-9_'+\\-]+\\.)*[A-Za-z0-9_'+\\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\\-]*\\.)+[A-Za-z]{2,}";
