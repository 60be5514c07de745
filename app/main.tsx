import { firesWithoutInput } from '../engine/exitIntent/pageExitIntent';
import { whenBackOnline } from '../engine/site/deployment';
import { isOperatorPath } from '../engine/site/operatorPages';
import { currentBrand } from './brands/brand';
import { listenForExitIntentEarlyOn } from './exitIntent/earlyExitIntentOfPage';
import { whenFiredBeforeTheApp } from './exitIntent/firedBeforeTheApp';
import { restoreInputAfterReload } from './prerender/inputAcrossReload';
import { onFirstInput } from './prerender/onFirstInput';
import { prefetchApp } from './prerender/prefetchApp';
import { trackPrerenderedPageView } from './prerender/trackPrerenderedPageView';
import { reloadAfterChunkError } from './site/deployment';
import { applyBrandTheme } from './site/head';
import { loadTagManager } from './tags/loadTagManager';
import { startTags } from './tags/startTags';
import { flushPendingEvents } from './visit/tracking';
import { startVisitSignals } from './visit/visitSignals';
import '../ui/styles.css';
import '../ui/site.css';

// The entry every page loads: the visit (its events, signals and marketing tags) without the
// app. The app (React, the router, the engine, the forms) is a chunk of its own, started at once
// on a page the browser renders, and on the visitor's first input on a prerendered page, which
// reads and answers as HTML until then: its scripts never hold back the page's first paint or
// the visitor's first tap.

// The server inlined the brand's theme; the dev server did not, so it is applied here too.
applyBrandTheme(currentBrand());

const container = document.getElementById('app');
if (!container) throw new Error('index.html has no #app element');
const startApp = (): Promise<void> =>
  import('./startApp').then(
    ({ startApp: start }) => start(container),
    // Offline, the app is asked for again once the network is back (the page and an answer held
    // by the early script stay). A browser that keeps a failed module for the page's life
    // (Chromium does) fails it again: then, as for the chunk of a build that is gone (a deploy
    // meanwhile), the page reloads once, guarded, and the visitor's input is put back after it.
    (error: unknown) => {
      if (!whenBackOnline(() => void startApp())) reloadAfterChunkError(error);
    },
  );

if (container.firstElementChild) {
  const startNow = onFirstInput(() => void startApp());
  // A Continue held before a reload (the app's chunk had failed) is held again: the app is wanted now.
  if (restoreInputAfterReload(container)) startNow();
  void prefetchApp(container);
  // setupBeforeMount: the page's inline script saw an exit intent; the popup comes with the app.
  whenFiredBeforeTheApp(startNow);
  void trackPrerenderedPageView(container)
    .then((exitIntent) => exitIntent && firesWithoutInput(exitIntent) && startNow())
    // Without its content the page view waits for the app, which tracks it when it loads.
    .catch(() => undefined);
} else {
  void startApp();
  // setupBeforeMount: the popup's triggers listen while the app loads.
  listenForExitIntentEarlyOn(location.pathname).catch(() => undefined);
}
flushPendingEvents();
// Operator pages (/admin/*) load no third-party script and no click tracking (DESIGN.md section 7).
if (!isOperatorPath(location.pathname)) {
  startVisitSignals();
  startTags();
  // The brand's tag manager, after the page is interactive; none for a brand without an id.
  loadTagManager(currentBrand().gtmId ?? '');
}
