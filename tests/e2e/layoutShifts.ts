import type { Page } from '@playwright/test';

/** A layout shift the visitor did not cause: when (ms after the navigation), how much, what moved. */
export interface LayoutShift {
  readonly at: number;
  readonly value: number;
  /** The moved elements, as `tag#id.class`. */
  readonly moved: readonly string[];
}

/**
 * An init script (`page.addInitScript(recordLayoutShifts)`): records every layout shift without
 * recent input from the navigation on (buffered, so the page's own load counts), and the time of
 * the visitor's first input (which starts the app on a prerendered page) as `window.firstInputAt`.
 */
export function recordLayoutShifts(): void {
  const shifts: LayoutShift[] = [];
  Object.assign(window, { layoutShifts: shifts });
  const name = (node: Node | null) =>
    node instanceof Element
      ? `${node.localName}${node.id ? `#${node.id}` : ''}${[...node.classList].map((c) => `.${c}`).join('')}`
      : String(node?.nodeName);
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & {
      value: number;
      hadRecentInput: boolean;
      sources: readonly { node: Node | null }[];
    })[])
      if (!entry.hadRecentInput)
        shifts.push({
          at: Math.round(entry.startTime),
          value: entry.value,
          moved: entry.sources.map((source) => name(source.node)),
        });
  }).observe({ type: 'layout-shift', buffered: true });
  addEventListener(
    'pointermove',
    () => Object.assign(window, { firstInputAt: Math.round(performance.now()) }),
    { capture: true, once: true },
  );
}

/** The layout shifts recorded so far (by {@link recordLayoutShifts}), after two more frames. */
export async function layoutShifts(page: Page): Promise<readonly LayoutShift[]> {
  await page.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  return page.evaluate(() => (window as unknown as { layoutShifts: LayoutShift[] }).layoutShifts);
}

/** When the visitor's first input came (ms after the navigation; by {@link recordLayoutShifts}). */
export function firstInputAt(page: Page): Promise<number | undefined> {
  return page.evaluate(() => (window as unknown as { firstInputAt?: number }).firstInputAt);
}
