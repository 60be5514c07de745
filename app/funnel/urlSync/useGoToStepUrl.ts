import { useRouter } from '@tanstack/react-router';
import { useCallback } from 'react';
import { stepHref } from './stepHref';

/**
 * Going back to an earlier step from the page (the chat's Edit) is a navigation to its URL, as
 * a Back would be: the machine follows the URL ({@link useUrlFollowsMachine}), so the history
 * holds the step the visitor left and a Back returns to it.
 */
export function useGoToStepUrl(pagePath: string): (step: string) => void {
  const router = useRouter();
  return useCallback(
    (step: string) => {
      void router.navigate({
        href: stepHref(pagePath, step, router.history.location.search),
        resetScroll: false,
      });
      router.history.flush();
    },
    [router, pagePath],
  );
}
