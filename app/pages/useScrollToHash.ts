import { useEffect } from 'react';

/**
 * Brings the URL's hash target into view once a lazily loaded template has rendered it: the
 * router scrolls to the hash when the route renders, which is before a template chunk arrives
 * (spec section 2: a hash target is scrolled to, allowing for its scroll margin).
 */
export function useScrollToHash(): void {
  useEffect(() => {
    const id = decodeURIComponent(location.hash.slice(1));
    if (id) document.getElementById(id)?.scrollIntoView();
  }, []);
}
