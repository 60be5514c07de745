// `npm run build`, last stage: every campaign page of every brand rendered to HTML by the SSR
// build of app/prerender/renderPage.tsx, written to one file the server reads at start
// (schemas/prerenderedPages.ts). Usage: prerenderSite.ts [distDir] [ssrDir].
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { armRoute } from '../../engine/experiments/armPage';
import { armPageKey, armPayloadFile } from '../../engine/experiments/assignArm';
import { listensBeforeMount } from '../../engine/exitIntent/listensBeforeMount';
import {
  prerenderedForFile,
  prerenderedPagesFile,
  type PrerenderedPages,
} from '../../schemas/prerenderedPages';
import { siteTableSchema } from '../../schemas/siteTable';
import type { PagePayload } from '../../schemas/siteTable';
import type { PrerenderInput, PrerenderedPage } from '../../app/prerender/renderPage';

type Entry = PrerenderedPages[string][string];
/** What the server keeps of a rendered page; with `setupBeforeMount`, what its inline exit-intent script needs. */
function entryOf(page: PrerenderedPage, css: string[], js: string[], payload: PagePayload): Entry {
  const early = listensBeforeMount(payload);
  const entry: Entry =
    page.step === undefined || page.funnel === undefined
      ? { html: page.html, css, js }
      : {
          html: page.html,
          step: page.step,
          funnel: page.funnel,
          funnelVersion: page.funnelVersion,
          css,
          js,
        };
  return early ? { ...entry, earlyExitIntent: early } : entry;
}

const [dist = 'dist', ssrDir = 'node_modules/.prerender'] = process.argv.slice(2);
const { renderPage } = (await import(pathToFileURL(resolve(ssrDir, 'renderPage.js')).href)) as {
  renderPage: (input: PrerenderInput) => Promise<PrerenderedPage>;
};
const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Record<
  string,
  { file: string; imports?: string[]; dynamicImports?: string[]; css?: string[] }
>;
const table = siteTableSchema.parse(
  JSON.parse(readFileSync(join(dist, 'site', 'table.json'), 'utf8')),
);

/** The chunks a page renders with: the entry's, the page route's, its template's, the funnel's. */
function rootsOf(template: string, form: string | undefined): string[] {
  const templateEntry = `app/pages/templates/${template[0]!.toUpperCase()}${template.slice(1)}Template.tsx`;
  return [
    'index.html',
    'app/pages/PageRoute.tsx',
    templateEntry,
    ...(form ? ['app/funnel/QuizPage.tsx'] : []),
  ];
}

/** Every chunk `roots` import statically, each once, imports first. */
function closureOf(roots: readonly string[]): { file: string; css: string[] }[] {
  const seen = new Set<string>();
  const chunks: { file: string; css: string[] }[] = [];
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (seen.has(key) || !chunk) return;
    seen.add(key);
    chunk.imports?.forEach(visit);
    chunks.push({ file: chunk.file, css: chunk.css ?? [] });
  };
  roots.forEach(visit);
  return chunks;
}

/** The stylesheets of the chunks a page renders with. */
function stylesheetsOf(template: string, form: string | undefined): string[] {
  return [...new Set(closureOf(rootsOf(template, form)).flatMap((chunk) => chunk.css))];
}

/**
 * The chunks a page's funnel loads with (app/funnel/pageFunnels.ts imports them when the page
 * loads): the compiled funnel, the funnel data module, and the registry that imports the funnel.
 * The registry is a chunk without a source key of its own (the report and the gallery import it
 * too), so it is found as the chunk whose dynamic imports name the funnel's module.
 */
function funnelRootsOf(form: string): string[] {
  const funnelModule = `virtual:funnels/${form}`;
  const importers = Object.keys(manifest).filter((key) =>
    manifest[key]!.dynamicImports?.includes(funnelModule),
  );
  const roots = [funnelModule, 'app/funnel/funnelData.ts', ...importers];
  // A renamed module would drop out of the prefetch unseen: the first Continue would download it.
  const missing = roots.filter((key) => !manifest[key]);
  if (missing.length > 0 || importers.length === 0)
    throw new Error(
      `The funnel "${form}" has no ${missing.length > 0 ? missing.join(', ') : 'importing chunk'} in the build manifest: scripts/prerender/prerenderSite.ts names them.`,
    );
  return roots;
}

/**
 * The scripts the app takes the page over with, beyond the entry's own: the app, the page route,
 * the template, the funnel's renderer and the funnel's chunks ({@link funnelRootsOf}), each with
 * the chunks it imports statically (a dynamic import is followed only where a root names it). The
 * entry fetches them once the page is idle (app/prerender/prefetchApp.ts), so the visitor's first
 * Continue waits for no download.
 */
function scriptsOf(template: string, form: string | undefined): string[] {
  const entry = new Set(closureOf(['index.html']).map((chunk) => chunk.file));
  const roots = [
    'app/startApp.tsx',
    'app/pages/preloadPageParts.ts',
    ...rootsOf(template, form).slice(1),
    ...(form ? funnelRootsOf(form) : []),
  ];
  return closureOf(roots)
    .map((chunk) => chunk.file)
    .filter((file) => !entry.has(file) && file.endsWith('.js'))
    .map((file) => `/${file}`);
}

/**
 * Templates whose pages need the visitor's browser (a lease, offers for their ZIP, the funnel gallery's
 * live forms): they are left to it. A page of any other template that fails to prerender fails the
 * build: it would reach visitors as an empty shell filled by the app, slow on the phones the
 * landing pages are made for, and nothing else would say so.
 */
const BROWSER_ONLY_TEMPLATES = new Set(['call', 'listing', 'showcase']);

const started = performance.now();
const output: PrerenderedPages = {};
const skipped = new Map<string, string>();
let count = 0;
for (const route of table.pages) {
  const payload = JSON.parse(
    readFileSync(join(dist, route.path === '/' ? '' : route.path, '_payload.json'), 'utf8'),
  ) as PagePayload;
  for (const brandId of route.brands) {
    try {
      const page = await renderPage({ route, payload, brandId });
      const css = stylesheetsOf(route.template, route.form);
      (output[brandId] ??= {})[route.path] = entryOf(
        page,
        css,
        scriptsOf(route.template, route.form),
        payload,
      );
      count += 1;
    } catch (error) {
      // Pages that need the visitor's browser to render (a lease, offers for their ZIP) stay unrendered.
      skipped.set(route.path, error instanceof Error ? error.message : String(error));
      break;
    }
  }
}
// Each experiment arm but the control is a page of its own (its copy, template or funnel), so the
// server sends the visitor's arm as HTML: no flicker, the same first paint as any page.
for (const experiment of table.experiments) {
  for (const path of experiment.pages) {
    const base = table.pages.find((candidate) => candidate.path === path);
    if (!base || skipped.has(path)) continue;
    for (const arm of experiment.arms.slice(1)) {
      const route = armRoute(base, arm);
      const payload = JSON.parse(
        readFileSync(join(dist, armPayloadFile(path, experiment.key, arm.key)), 'utf8'),
      ) as PagePayload;
      for (const brandId of route.brands.filter((brand) => experiment.brands.includes(brand))) {
        const page = await renderPage({ route, payload, brandId });
        const css = stylesheetsOf(route.template, route.form);
        (output[brandId] ??= {})[armPageKey(path, experiment.key, arm.key)] = entryOf(
          page,
          css,
          scriptsOf(route.template, route.form),
          payload,
        );
        count += 1;
      }
    }
  }
}
const file = prerenderedPagesFile(dist);
mkdirSync(dirname(file), { recursive: true });
writeFileSync(file, JSON.stringify(output));
writeFileSync(
  prerenderedForFile(dist),
  createHash('sha256')
    .update(readFileSync(join(dist, 'index.html')))
    .digest('hex'),
);
const failed = table.pages.filter(
  (route) => skipped.has(route.path) && !BROWSER_ONLY_TEMPLATES.has(route.template),
);
if (failed.length > 0) {
  console.error(
    `${failed.length} pages could not be prerendered:\n${failed.map((route) => `  ${skipped.get(route.path)}`).join('\n')}`,
  );
  process.exit(1);
}
console.log(
  `prerendered ${count} pages (page × brand) in ${((performance.now() - started) / 1000).toFixed(1)} s; ${skipped.size} pages left to the browser (${[...new Set([...skipped.values()].map((message) => message.replace(/^\S+ \((\w+)\).*/, '$1')))].join(', ')} templates)`,
);
