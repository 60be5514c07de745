import { APP_SCRIPTS_ATTRIBUTE } from '../../engine/site/appScripts';
import { scheduled } from '../platform/schedule';

/** A busy page still gets its scripts within this time: the visitor types in about a second. */
const AT_MOST_MS = 1_000;
/**
 * The main-thread time one idle moment spends on links. Each link costs the browser a request to
 * set up (1–3 ms on a fast machine, several times that on a phone): the app's thirty-odd scripts in
 * one go made a long task after load (130 ms at 4x CPU), which Lighthouse counts as blocking time.
 */
const SLICE_MS = 4;

/** Adds a prefetch link for `href` to `doc`'s head: into the HTTP cache, never run. */
function prefetchLink(doc: Document, href: string): void {
  const link = doc.createElement('link');
  link.rel = 'prefetch';
  link.as = 'script';
  // Module scripts are fetched in CORS mode: the same mode here lets the import reuse the response.
  link.crossOrigin = 'anonymous';
  link.href = href;
  doc.head.append(link);
}

/**
 * Fetches the scripts the app will take this prerendered page over with (listed by the server on
 * `#app`) while the page is idle: into the HTTP cache only, never run, so the main thread does no
 * work for them beyond asking, and the visitor's first input starts an app that is already here.
 * The links are added a few at a time, each batch in an idle moment of its own (`SLICE_MS`), all
 * within `AT_MOST_MS` of the first wait on a busy page. The entry runs after `load`, so nothing
 * here competes with the page's first paint.
 */
export async function prefetchApp(container: Element, doc: Document = document): Promise<void> {
  const scripts = container.getAttribute(APP_SCRIPTS_ATTRIBUTE)?.split(' ').filter(Boolean) ?? [];
  if (scripts.length === 0) return;
  const latest = performance.now() + AT_MOST_MS;
  let sliceStarted = -Infinity;
  for (const href of scripts) {
    if (performance.now() - sliceStarted >= SLICE_MS) {
      // An idle callback's timeout of 0 means none: the last batches wait 1 ms at most.
      await scheduled('idle', { atMostMs: Math.max(1, latest - performance.now()) });
      sliceStarted = performance.now();
    }
    prefetchLink(doc, href);
  }
}
