import { describe, expect, it } from 'vitest';
import type { Brand } from '../../schemas/brand';
import type { PageRoute } from '../../schemas/siteTable';
import { formatCampaignProblem } from './checkCampaignPages';
import { checkExperiments, type ExperimentCheckContext } from './checkExperiments';

const route = (
  name: string,
  brands: PageRoute['brands'],
  extra: Partial<PageRoute> = {},
): PageRoute => ({
  name,
  path: `/${name}`,
  brands,
  language: 'english',
  scrollToTop: true,
  middleware: [],
  template: 'quiz',
  product: 'otc',
  form: 'otc',
  indexable: true,
  title: name,
  description: name,
  ...extra,
});

const context: ExperimentCheckContext = {
  pages: [
    route('my-otc-benefits', ['m10', 'qs']),
    route('tos', ['m10'], { template: 'legal', product: 'general', form: undefined }),
  ],
  brands: [{ id: 'm10' }, { id: 'qs' }, { id: 'wc' }] as Brand[],
  funnels: [
    { id: 'otc', product: 'medicare', language: 'english' },
    { id: 'otc-zip-later', product: 'medicare', language: 'english' },
    { id: 'auto', product: 'auto', language: 'english' },
    { id: 'medicare-es', product: 'medicare', language: 'spanish' },
  ],
  publicFileExists: (path) => path === '/images/ok.svg',
};

const valid = {
  key: 'otc-headline',
  pages: ['my-otc-benefits'],
  start: '2026-11-01T00:00:00Z',
  arms: [
    { key: 'control', weight: 1 },
    {
      key: 'zip-later',
      weight: 1,
      changes: {
        headline: 'New',
        form: 'otc-zip-later',
        template: 'chat',
        image: { src: '/images/ok.svg', alt: 'x', width: 1, height: 1 },
      },
    },
  ],
};

const check = (json: unknown, key = 'otc-headline') =>
  checkExperiments(
    [{ file: `campaigns/experiments/${key}.json`, keyFromPath: key, json }],
    context,
  );

describe('checkExperiments', () => {
  it('publishes a sound experiment: page paths, the pages’ brands, arms with their routing changes', () => {
    const { experiments, problems } = check(valid);
    expect(problems).toEqual([]);
    expect(experiments[0]?.published).toEqual({
      key: 'otc-headline',
      pages: ['/my-otc-benefits'],
      brands: ['m10', 'qs'],
      start: '2026-11-01T00:00:00Z',
      minimumLift: 0.1,
      arms: [
        { key: 'control', weight: 1 },
        { key: 'zip-later', weight: 1, template: 'chat', form: 'otc-zip-later' },
      ],
    });
  });

  it('names the file, the pointer and the fix for each problem', () => {
    const { experiments, problems } = check({
      key: 'other',
      pages: ['my-otc-benefits', 'nope', 'tos'],
      brands: ['wc'],
      start: '2026-11-01T00:00:00Z',
      end: '2026-10-01T00:00:00Z',
      arms: [
        { key: 'control', weight: 1, changes: { headline: 'x' } },
        {
          key: 'control',
          weight: 1,
          changes: {
            form: 'auto',
            image: { src: '/images/missing.svg', alt: 'x', width: 1, height: 1 },
          },
        },
        { key: 'spanish', weight: 1, changes: { form: 'medicare-es' } },
      ],
    });
    expect(experiments).toEqual([]);
    const at = (pointer: string) =>
      problems.filter((problem) => problem.pointer === pointer).map((problem) => problem.message);
    expect(
      problems.every((problem) => problem.file === 'campaigns/experiments/otc-headline.json'),
    ).toBe(true);
    expect(at('/key')[0]).toMatch(/must match the file's name "otc-headline.json"/);
    expect(at('/end')[0]).toMatch(/not after the start/);
    expect(at('/pages/1')[0]).toMatch(/No page "nope"/);
    expect(at('/brands/0')[0]).toMatch(/Brand "wc" does not serve "my-otc-benefits", "tos"/);
    expect(at('/arms/0/changes')[0]).toMatch(/first arm is the control/);
    expect(at('/arms/1/key')[0]).toMatch(/Two arms are called "control"/);
    expect(at('/arms/1/changes/image/src')[0]).toMatch(/No file public\/images\/missing.svg/);
    expect(at('/arms/1/changes/form')[0]).toMatch(
      /collects auto answers, but page "my-otc-benefits" sells medicare/,
    );
    expect(at('/arms/2/changes/form')[0]).toMatch(/is in spanish/);
    expect(at('/arms/1/changes').join(' ')).toMatch(/"tos" is a legal page/);
  });

  it('reports schema problems with their pointer', () => {
    const { problems } = check({
      ...valid,
      arms: [
        { key: 'control', weight: 0 },
        { key: 'B', weight: 1, changes: { colour: 'red' } },
      ],
    });
    expect(problems.map((problem) => problem.pointer)).toEqual(
      expect.arrayContaining(['/arms/0/weight', '/arms/1/key', '/arms/1/changes/colour']),
    );
  });

  it('words zod’s own messages for a product owner, with the fix; the schema’s own messages stay', () => {
    const { pages: _pages, ...withoutPages } = valid;
    const { problems } = check({
      ...withoutPages,
      minimumLift: 20,
      arms: [
        { key: 'control', weight: 0 },
        { key: 'b', weight: 1, changes: { headline: '' } },
      ],
    });
    expect(
      Object.fromEntries(problems.map((problem) => [problem.pointer, problem.message])),
    ).toEqual({
      '/pages': 'pages is missing: add it (see schemas/experiment.ts).',
      '/minimumLift': 'minimumLift is too large: use a number of at most 10.',
      '/arms/0/weight': 'A weight is above 0; remove the arm instead.',
      '/arms/1/changes/headline': 'headline is empty: write it, or remove the field.',
    });
  });

  it('names the line of the top-level key, as a page file’s problems do', () => {
    const { problems } = checkExperiments(
      [
        {
          file: 'campaigns/experiments/otc-headline.json',
          keyFromPath: 'otc-headline',
          json: { ...valid, end: '2026-10-01T00:00:00Z' },
          lineOf: (key) => ({ key: 2, pages: 3, start: 4, end: 5 })[key],
        },
      ],
      context,
    );
    expect(problems.map(formatCampaignProblem)).toEqual([
      'campaigns/experiments/otc-headline.json:5 /end: The end is not after the start: move the end later, or the start earlier.',
    ]);
  });

  it('refuses two experiments on one page at the same time, not one after the other', () => {
    const first = {
      file: 'campaigns/experiments/otc-headline.json',
      keyFromPath: 'otc-headline',
      json: { ...valid, end: '2026-11-20T00:00:00Z' },
    };
    const overlapping = {
      file: 'campaigns/experiments/second.json',
      keyFromPath: 'second',
      json: { ...valid, key: 'second', start: '2026-11-10T00:00:00Z' },
    };
    const after = {
      file: 'campaigns/experiments/third.json',
      keyFromPath: 'third',
      json: { ...valid, key: 'third', start: '2026-11-20T00:00:00Z' },
    };
    expect(checkExperiments([first, overlapping], context).problems).toEqual([
      expect.objectContaining({
        file: 'campaigns/experiments/second.json',
        pointer: '/pages',
        message: expect.stringMatching(/already runs experiment "otc-headline"/) as unknown,
      }),
    ]);
    expect(checkExperiments([first, after], context).problems).toEqual([]);
  });
});
