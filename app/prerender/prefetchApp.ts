import { APP_SCRIPTS_ATTRIBUTE } from '../../engine/site/appScripts';
import { scheduled } from '../platform/schedule';

/** A busy page still gets its scripts within this time: the visitor types in about a second. */
const AT_MOST_MS = 1_000;

/**
 * Fetches the scripts the app will take this prerendered page over with (listed by the server on
 * `#app`), in the page's first idle moment: into the HTTP cache only, never run, so the main
 * thread does no work for them and the visitor's first input starts an app that is already here.
 * The entry runs after `load`, so nothing here competes with the page's first paint.
 */
export async function prefetchApp(container: Element, doc: Document = document): Promise<void> {
  const scripts = container.getAttribute(APP_SCRIPTS_ATTRIBUTE)?.split(' ').filter(Boolean) ?? [];
  if (scripts.length === 0) return;
  await scheduled('idle', { atMostMs: AT_MOST_MS });
  for (const href of scripts) {
    const link = doc.createElement('link');
    link.rel = 'prefetch';
    link.as = 'script';
    // Module scripts are fetched in CORS mode: the same mode here lets the import reuse the response.
    link.crossOrigin = 'anonymous';
    link.href = href;
    doc.head.append(link);
  }
}
