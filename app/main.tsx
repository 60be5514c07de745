import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { startDeploymentDetection } from './site/deployment';
import { startErrorReporting } from './site/errorReporting';
import { followRouterLoading } from './site/loadingBar';
import { router } from './router';
import { flushPendingEvents } from './visit/tracking';
import { startVisitSignals } from './visit/visitSignals';
import '../ui/styles.css';

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
