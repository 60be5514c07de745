import { createContext, useContext } from 'react';

/**
 * The step segment of the page's URL (lower-cased), if any. It travels beside the page, not in
 * it: a step change within a page then re-renders only what follows the URL, not the whole page.
 */
export const UrlStepContext = createContext<string | undefined>(undefined);

/** The step the URL names, as the router last loaded it. */
export function useUrlStep(): string | undefined {
  return useContext(UrlStepContext);
}
