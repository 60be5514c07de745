import { z } from 'zod';
import { medianOf } from './median';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;

const numeric = z.object({ numericValue: z.number() });
const category = z.object({ score: z.number() });

/** The part of a Lighthouse report the bench reads, checked rather than trusted. */
const reportSchema = z.object({
  categories: z.object({
    performance: category,
    accessibility: category,
    'best-practices': category,
    seo: category,
  }),
  audits: z.object({
    'first-contentful-paint': numeric,
    'largest-contentful-paint': numeric,
    'total-blocking-time': numeric,
    'cumulative-layout-shift': numeric,
    'resource-summary': z.object({
      details: z.object({
        items: z.array(z.object({ resourceType: z.string(), transferSize: z.number() })),
      }),
    }),
  }),
});

/** Medians over the runs of one page: scores 0–100, times in ms, bytes on the wire. */
export interface LighthouseFigures {
  readonly performance: number;
  readonly accessibility: number;
  readonly bestPractices: number;
  readonly seo: number;
  readonly fcp: number;
  readonly lcp: number;
  readonly tbt: number;
  readonly cls: number;
  /** Scripts and stylesheets as transferred (compressed), in bytes. */
  readonly jsCssBytes: number;
}

function figuresOf(report: z.infer<typeof reportSchema>): LighthouseFigures {
  const { categories, audits } = report;
  const score = (id: (typeof CATEGORIES)[number]) => Math.round(categories[id].score * 100);
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    fcp: audits['first-contentful-paint'].numericValue,
    lcp: audits['largest-contentful-paint'].numericValue,
    tbt: audits['total-blocking-time'].numericValue,
    cls: audits['cumulative-layout-shift'].numericValue,
    jsCssBytes: audits['resource-summary'].details.items
      .filter((item) => item.resourceType === 'script' || item.resourceType === 'stylesheet')
      .reduce((sum, item) => sum + item.transferSize, 0),
  };
}

/**
 * Lighthouse 12.8 with its mobile defaults (simulated slow 4G, 4x CPU) over `url`, `runs` times in
 * the Chromium listening on `port`, and the median of each figure taken on its own (as the
 * issue's table does). Lighthouse resets the page's storage and cache before each run.
 *
 * @example await lighthouseMedians('http://tqg.localhost:3000/compare-auto', 9222)
 */
export async function lighthouseMedians(
  url: string,
  port: number,
  runs = 3,
): Promise<LighthouseFigures> {
  const { default: lighthouse } = await import('lighthouse');
  const all: LighthouseFigures[] = [];
  for (let run = 0; run < runs; run += 1) {
    const result = await lighthouse(url, {
      port,
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
    });
    if (result?.lhr.runtimeError)
      throw new Error(`Lighthouse on ${url}: ${result.lhr.runtimeError.message}`);
    all.push(figuresOf(reportSchema.parse(result?.lhr)));
  }
  const keys = Object.keys(all[0] ?? {}) as (keyof LighthouseFigures)[];
  return Object.fromEntries(
    keys.map((key) => [key, medianOf(all.map((figures) => figures[key]))]),
  ) as Record<keyof LighthouseFigures, number>;
}
