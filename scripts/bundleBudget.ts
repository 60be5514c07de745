// `npm run test:budget [distDir]` (after a build): the JavaScript a visitor downloads, in gzip
// bytes, from the Vite manifest. Deterministic, so it fails when a budget is passed. Budgets are
// the figures of November 2026 plus a little room; lower them when the site gets lighter.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { Hono } from 'hono';
import { prerenderedPagesFile, prerenderedPagesSchema } from '../schemas/prerenderedPages';
import { sitePages } from '../server/sitePages';
import { COMPILE_HINT } from './compileHintsPlugin';

interface Chunk {
  readonly file: string;
  readonly imports?: readonly string[];
  readonly dynamicImports?: readonly string[];
  readonly css?: readonly string[];
}

const BUDGETS = {
  /**
   * What every page loads eagerly (the entry, its static imports and stylesheets): the visit (page
   * view, outbox, signals, tags) without the app; 23.2 kB now (the early page view taken over, the experiment arms). The first step is interactive before
   * any of it (a prerendered HTML form; issue 13 allows 130 kB): kept small, since a prerendered
   * page loads nothing else until the visitor acts.
   */
  firstLoad: 30_000,
  /**
   * The app taking the medicare quiz's first step over: the above plus React, the router, the
   * engine, the light step renderer and the validators, loaded on the visitor's first input:
   * 205.9 kB now, counting the quiz renderer's chunks an earlier closure missed (RJSF's theme and
   * Form alone were 57 kB of them, now out of the path). Issue 24 added 1.9 kB (209.6 → 211.5: the
   * date-of-birth rule in the step validators, the replay of a field left or a Skip pressed before
   * the takeover, links carrying the session's url params, the one leased-number rule). The round
   * of issues 22-26 brought it to 217.4 kB: the consent step (its checkboxes, the disclosure shown
   * and hashed, the receipt), the experiment arms (a route and payload per arm), the bid token on
   * the lease, the page's on-enter callback and the early page view taken over; zod stays out of it
   * (schemas/consentKinds.ts, schemas/experimentsAttribute.ts). Issue 27 took it to 194.8 kB: the
   * steps' validator is our own over AJV's precompiled code (engine/funnel/compiler/precompiledValidator.ts),
   * without @rjsf/validator-ajv8's schema merging and URI parsing (22.3 kB).
   */
  quizFirstStep: 200_000,
  /** A prerendered page's HTML (head, inlined styles, the page and its first step), the largest. */
  prerenderedHtml: 30_000,
};

const dist = process.argv[2] ?? 'dist';
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Record<
  string,
  Chunk
>;

/** Chunks loaded for the given entries, following static imports only. */
function closure(keys: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return seen;
}

function gzipBytes(keys: Set<string>): number {
  const files = new Set(
    [...keys].flatMap((key) => [manifest[key]!.file, ...(manifest[key]!.css ?? [])]),
  );
  return [...files].reduce((sum, file) => sum + gzipSync(readFileSync(join(dist, file))).length, 0);
}

const entry = 'index.html';
// The app is the entry's dynamic import (app/main.tsx); the quiz route loads the app's lazy chunks
// (the router's routes, the engine) and the funnel's own module.
const app = 'app/startApp.tsx';
if (!manifest[app])
  throw new Error(`The build has no chunk for ${app}: app/main.tsx no longer imports it?`);
const lazyParts = (key: string) => manifest[key]?.dynamicImports ?? [];
const firstLoad = closure([entry]);
// What the medicare quiz's takeover loads: the app, the page route and its parts, the quiz renderer,
// the engine, the funnel, the outbox and the location machine (not the report, not bot detection,
// not RJSF, whose Form only draws a form the light renderer cannot).
const quizParts = [
  'app/pages/PageRoute.tsx',
  'app/pages/preloadPageParts.ts',
  'app/funnel/QuizPage.tsx',
  'app/visit/eventDelivery.ts',
  'app/visit/locationActor.ts',
  'virtual:funnels/medicare',
];
for (const key of quizParts)
  if (!manifest[key])
    throw new Error(`The build has no chunk for ${key}: update the quiz's parts here.`);
const quizStep = closure([
  entry,
  app,
  ...lazyParts(app).filter((key) => key.startsWith('_')),
  ...quizParts,
]);

let failed = false;
for (const [name, keys, budget] of [
  ['first load', firstLoad, BUDGETS.firstLoad],
  ['quiz first step', quizStep, BUDGETS.quizFirstStep],
] as const) {
  const bytes = gzipBytes(keys);
  const over = bytes > budget;
  failed ||= over;
  console.log(
    `${over ? 'OVER  ' : 'ok    '}${name.padEnd(16)} ${(bytes / 1000).toFixed(1)} kB gzip (budget ${(budget / 1000).toFixed(0)} kB)`,
  );
}
// The server sends these files precompressed (scripts/precompressPlugin.ts): a build without the
// twins would ship them raw. (A file of a few bytes may have none: compressing it saves nothing.)
const raw = [
  ...new Set([...quizStep].flatMap((key) => [manifest[key]!.file, ...(manifest[key]!.css ?? [])])),
].filter(
  (file) =>
    statSync(join(dist, file)).size > 1024 &&
    !(existsSync(join(dist, `${file}.br`)) && existsSync(join(dist, `${file}.gz`))),
);
if (raw.length > 0) {
  console.log(`OVER  not precompressed (no .br/.gz beside them): ${raw.join(', ')}`);
  failed = true;
}
// zod parses answers only when a number is leased: it must stay out of the first step.
if (
  quizStep.has('ui/RjsfStepForm.tsx') ||
  [...quizStep].some((key) => manifest[key]!.file.includes('RjsfStepForm'))
) {
  console.log(
    "OVER  RJSF's Form is in the first step; the light renderer draws the library's fields (ui/stepFields/)",
  );
  failed = true;
}
// Without V8's compile hint the first Continue compiles the click's functions on the main thread.
const unhinted = [...new Set([...quizStep].map((key) => manifest[key]!.file))].filter(
  (file) => !readFileSync(join(dist, file), 'utf8').startsWith(`${COMPILE_HINT}\n`),
);
if (unhinted.length > 0) {
  console.log(
    `OVER  without the compile hint (scripts/compileHintsPlugin.ts): ${unhinted.join(', ')}`,
  );
  failed = true;
}
if (quizStep.has('engine/mapping/mapForProduct.ts')) {
  console.log('OVER  the provider mapping (zod) is in the first step; keep it a dynamic import');
  failed = true;
}

// The prerendered pages as the server sends them (its own handler, every page of every brand).
const prerenderedFile = prerenderedPagesFile(dist);
if (!existsSync(prerenderedFile)) {
  console.log(
    `OVER  no prerendered pages (${prerenderedFile}): build with \`npm run build\`, which prerenders`,
  );
  failed = true;
} else {
  const prerendered = prerenderedPagesSchema.parse(
    JSON.parse(readFileSync(prerenderedFile, 'utf8')),
  );
  const app = new Hono().get(
    '*',
    sitePages({ staticDir: dist, fallbackBrand: 'm10', appEnv: 'production' }),
  );
  let largest = { bytes: 0, page: '' };
  for (const [brand, pages] of Object.entries(prerendered)) {
    for (const path of Object.keys(pages)) {
      const html = await (
        await app.request(path, { headers: { host: `${brand}.localhost` } })
      ).text();
      if (!html.includes('id="early-submit"')) {
        console.log(`OVER  ${brand} ${path}: the server did not send its prerendered page`);
        failed = true;
      }
      const bytes = gzipSync(html).length;
      if (bytes > largest.bytes) largest = { bytes, page: `${brand} ${path}` };
    }
  }
  const over = largest.bytes > BUDGETS.prerenderedHtml;
  failed ||= over;
  console.log(
    `${over ? 'OVER  ' : 'ok    '}${'prerendered HTML'.padEnd(16)} ${(largest.bytes / 1000).toFixed(1)} kB gzip, the largest of ${Object.values(prerendered).reduce((sum, pages) => sum + Object.keys(pages).length, 0)} pages: ${largest.page} (budget ${(BUDGETS.prerenderedHtml / 1000).toFixed(0)} kB)`,
  );
}
process.exit(failed ? 1 : 0);
