import { RouterProvider } from '@tanstack/react-router';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { startDeploymentDetection } from './site/deployment';
import { schedule } from './platform/schedule';
import { startErrorReporting } from './site/errorReporting';
import { followRouterLoading } from './site/loadingBar';
import { router } from './router';
import { handleLinkClicks } from './site/linkNavigation';
import { preloadLinkedPayloads } from './site/preloadPayloads';
import { track } from './visit/tracking';
import { startBotDetection } from './visit/visitSignals';
import { TakeOver } from './prerender/TakeOver';
import { replayEarlyInput } from './prerender/takeOverPage';
import { watchEarlyInput } from './prerender/watchEarlyInput';

/**
 * The app: React, the router, the page's funnel. It renders into `container` (RJSF renders
 * `<fieldset id="root">`, so the app mounts on another id), or takes a prerendered page over.
 */
export function startApp(container: HTMLElement): void {
  const app = (
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>
  );
  if (container.firstElementChild) {
    // A prerendered page (scripts/prerender/): the visitor already reads it and may be answering
    // its first step. The page's data and chunks load first; React then renders in a transition
    // (in slices, never one long task) and replaces the markup with the same markup in one commit;
    // what the visitor typed meanwhile is carried over.
    const earlyInput = watchEarlyInput(container);
    void router
      .load()
      .catch(() => undefined)
      .then(() => {
        const root = createRoot(container);
        startTransition(() =>
          root.render(
            <TakeOver onCommit={() => replayEarlyInput(container, earlyInput())}>{app}</TakeOver>,
          ),
        );
      });
  } else {
    createRoot(container).render(app);
    document.documentElement.setAttribute('data-app', '');
  }
  startDeploymentDetection(router);
  followRouterLoading(router);
  schedule('idle', startErrorReporting, { withoutIdleMs: 2_000 });
  handleLinkClicks(router, (href) => track('navigation-blocked', { href }));
  preloadLinkedPayloads(router);
  startBotDetection();
}
