import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
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
import '../ui/styles.css';
import '../ui/site.css';

// The server inlined the brand's theme; the dev server did not, so it is applied here too.
applyBrandTheme(currentBrand());

// RJSF renders <fieldset id="root">, so the app mounts on another id.
const container = document.getElementById('app');
if (!container) throw new Error('index.html has no #app element');
createRoot(container).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
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
