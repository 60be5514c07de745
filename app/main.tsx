import { RouterProvider } from '@tanstack/react-router';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { startDeploymentDetection } from './site/deployment';
import { startErrorReporting } from './site/errorReporting';
import { followRouterLoading } from './site/loadingBar';
import { currentBrand } from './brands/brand';
import { router } from './router';
import { applyBrandTheme } from './site/head';
import { handleLinkClicks } from './site/linkNavigation';
import { preloadLinkedPayloads } from './site/preloadPayloads';
import { track } from './visit/tracking';
import { flushPendingEvents } from './visit/tracking';
import { startVisitSignals } from './visit/visitSignals';
import { loadTagManager } from './tags/loadTagManager';
import { startTags } from './tags/startTags';
import { TakeOver } from './prerender/TakeOver';
import { replayEarlyInput, watchEarlyInput } from './prerender/takeOverPage';
import '../ui/styles.css';
import '../ui/site.css';

// The server inlined the brand's theme; the dev server did not, so it is applied here too.
applyBrandTheme(currentBrand());

// RJSF renders <fieldset id="root">, so the app mounts on another id.
const container = document.getElementById('app');
if (!container) throw new Error('index.html has no #app element');
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
      startTransition(() => root.render(<TakeOver onCommit={() => replayEarlyInput(container, earlyInput())}>{app}</TakeOver>));
    });
} else {
  createRoot(container).render(app);
  document.documentElement.setAttribute('data-app', '');
}
flushPendingEvents();
startDeploymentDetection(router);
followRouterLoading(router);
startErrorReporting();
startVisitSignals();
startTags();
// The brand's tag manager, after the page is interactive; none for a brand without an id.
loadTagManager(currentBrand().gtmId ?? '');
handleLinkClicks(router, (href) => track('navigation-blocked', { href }));
preloadLinkedPayloads(router);
