import type { LighthouseFigures } from './lighthouseMedians';
import type { StepChangeTimes } from './measureStepChange';
import { ratioInterval } from './ratioInterval';

/** What was measured on one page. */
export interface PageFigures {
  readonly label: string;
  readonly lighthouse: LighthouseFigures;
  /** Absent for pages without the medicare ZIP step. */
  readonly stepChange: StepChangeTimes | undefined;
  /** The first Continue as a visitor makes it (typed, a 500 ms pause; app not waited for). */
  readonly firstContinue?: StepChangeTimes | undefined;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const ratio = (ours: number | undefined, floor: number | undefined) =>
  ours === undefined || floor === undefined || !floor ? '—' : `${(ours / floor).toFixed(2)}x`;

/** Our click over a floor's, with its 95 % interval over the rounds (see {@link ratioInterval}). */
function clickRatio(ours: StepChangeTimes | undefined, floor: StepChangeTimes | undefined): string {
  if (!ours || !floor) return '—';
  const { ratio, low, high } = ratioInterval(ours.paints, floor.paints);
  return `${ratio.toFixed(2)}x (${low.toFixed(2)}–${high.toFixed(2)})`;
}

const COLUMNS = [
  'page',
  'perf',
  'a11y',
  'BP',
  'SEO',
  'FCP',
  'LCP',
  'TBT',
  'CLS',
  'JS+CSS',
  'click (min–max)',
  'next frame',
];

function row({ label, lighthouse: lh, stepChange: click }: PageFigures): string[] {
  return [
    label,
    String(lh.performance),
    String(lh.accessibility),
    String(lh.bestPractices),
    String(lh.seo),
    seconds(lh.fcp),
    seconds(lh.lcp),
    `${lh.tbt.toFixed(0)} ms`,
    lh.cls.toFixed(3),
    `${(lh.jsCssBytes / 1000).toFixed(1)} kB`,
    click ? `${click.median.toFixed(0)} ms (${click.min.toFixed(0)}–${click.max.toFixed(0)})` : '—',
    click ? `${click.nextFrameMedian.toFixed(0)} ms` : '—',
  ];
}

/** Left-aligns the first column, right-aligns the figures. */
function printAligned(rows: string[][]): void {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((cells) => cells[i]!.length)));
  for (const cells of rows)
    console.log(
      cells
        .map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!)))
        .join('  '),
    );
}

/**
 * Prints the floors and our pages in one table (Lighthouse medians of 3, mobile; click = Continue
 * to the next question painted, median at 4x CPU), then our LCP and click as multiples of each
 * floor's, beside the bars of issue 13 (LCP ≤ 1.15x the HTML floor, click ≤ the React floor).
 */
export function printPagesTable(
  floors: { html: PageFigures; react: PageFigures },
  ours: readonly PageFigures[],
): void {
  console.log('\npages (Lighthouse 12.8 mobile, median of 3; click at 4x CPU)');
  printAligned([COLUMNS, ...[floors.html, floors.react, ...ours].map(row)]);
  console.log(
    '\nours / floor (bars: LCP ≤ 1.05x HTML floor, click ≤ 1.00x React floor; click = to the end of the frame showing the next question, with its 95 % interval over the rounds; next frame = one frame later)',
  );
  printAligned([
    ['page', 'LCP/HTML', 'LCP/React', 'click/HTML', 'click/React', 'next frame/React'],
    ...ours.map(({ label, lighthouse, stepChange }) => [
      label,
      ratio(lighthouse.lcp, floors.html.lighthouse.lcp),
      ratio(lighthouse.lcp, floors.react.lighthouse.lcp),
      ratio(stepChange?.median, floors.html.stepChange?.median),
      clickRatio(stepChange, floors.react.stepChange),
      ratio(stepChange?.nextFrameMedian, floors.react.stepChange?.nextFrameMedian),
    ]),
  ]);
  const clicked = [floors.html, floors.react, ...ours].filter((page) => page.firstContinue);
  const runs = floors.react.firstContinue?.runs ?? 0;
  console.log(
    `\nfirst Continue as a visitor (4x CPU from load, field clicked, 5 digits typed, 500 ms pause; ${runs} runs; bar: slowest ≤ 2x the React floor median)`,
  );
  printAligned([
    ['page', 'median', 'slowest', 'slowest/React median'],
    ...clicked.map(({ label, firstContinue }) => [
      label,
      `${firstContinue!.median.toFixed(0)} ms`,
      `${firstContinue!.max.toFixed(0)} ms`,
      ratio(firstContinue!.max, floors.react.firstContinue?.median),
    ]),
  ]);
}
