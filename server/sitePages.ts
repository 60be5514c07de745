import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Context } from 'hono';
import type { SecureHeadersVariables } from 'hono/secure-headers';
import { armPageKey, formatArms, pageArm } from '../engine/experiments/assignArm';
import { APP_SCRIPTS_ATTRIBUTE } from '../engine/site/appScripts';
import { earlyExitIntentScript } from '../engine/exitIntent/earlyExitIntentScript';
import { brandForHost } from '../engine/site/brandForHost';
import { findPage } from '../engine/site/matchPage';
import { EARLY_ACTIONS_SCRIPT } from '../engine/site/earlyActions';
import { EARLY_BACK_SCRIPT } from '../engine/site/earlyBack';
import {
  EARLY_PAGE_VIEW_SCRIPT,
  PAGE_VIEW_PROPERTIES_ATTRIBUTE,
  prerenderedPageViewProperties,
} from '../engine/site/earlyPageView';
import { EARLY_SUBMIT_SCRIPT } from '../engine/site/earlySubmit';
import { EARLY_PRIVACY_SCRIPT } from '../engine/site/earlyPrivacy';
import { headFor } from '../engine/site/pageHead';
import { redirectFor } from '../engine/site/routeRules';
import { passesValidation } from '../engine/site/validationRules';
import type { Brand } from '../schemas/brand';
import { EXPERIMENTS_ATTRIBUTE } from '../schemas/experiment';
import {
  prerenderedForFile,
  prerenderedPagesFile,
  prerenderedPagesSchema,
  type PrerenderedPages,
} from '../schemas/prerenderedPages';
import { siteTableSchema, type SiteTable } from '../schemas/siteTable';
import { visitorExperiments } from './experiments/visitorExperiments';

/** How the page handler is set up. */
export interface SitePagesOptions {
  readonly staticDir: string;
  /** The brand served when the host name maps to none (`BRAND`). */
  readonly fallbackBrand: string;
  readonly appEnv: 'development' | 'preview' | 'production';
}

/** The report page's path (`/admin/report`, any case, trailing slash). */
const REPORT_PATH = /^\/admin\/report\/?$/i;

/**
 * Imports the entry after the page's `load` event and its first contentful paint: it tracks the
 * visit and starts the app on the visitor's first input (app/main.tsx), so no script competes with
 * the page's first paint. A page whose styles and scripts are inline fires `load` before that
 * paint is shown, and a request started before it counts in Lighthouse's estimate of the LCP (the
 * paint entry comes once the frame is presented). A browser without paint timing, or a tab in
 * the background, imports it 1 s after `load`.
 */
const appLoader = (src: string) =>
  `function a(){import(${JSON.stringify(src)})}` +
  `function b(){var d=0;function g(){d||(d=1,setTimeout(a))}` +
  `try{new PerformanceObserver(function(l){l.getEntriesByName('first-contentful-paint').length&&g()}).observe({type:'paint',buffered:true})}catch(e){}` +
  `setTimeout(g,1e3)}` +
  `document.readyState==='complete'?b():addEventListener('load',b)`;

/** The shell's own script tags (the build's index.html) with the request's nonce. */
const withNonce = (shell: string, nonce: string) =>
  shell.replaceAll('<script', `<script nonce="${nonce}"`);

const escapeHtml = (text: string) =>
  text
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');

/** The brand's colours, inlined so the first paint is already in the brand's theme. */
function themeStyle(brand: Brand): string {
  return `<style id="brand-theme">:root{--brand-primary:${brand.theme.primary};--brand-on-primary:${brand.theme.onPrimary};--brand-accent:${brand.theme.accent}}</style>`;
}

/**
 * The site's HTML answers (DESIGN.md section 5): a route rule redirects (301/302); a page of the
 * request's brand (any case, trailing slash) is 200; anything else is 404 with the not-found
 * page. The HTML already carries the page's head (title, description, canonical, lang, favicon,
 * robots) and the brand on `<html data-brand>`, so crawlers and link previews read it without
 * running JavaScript, and the browser agrees with the server on the brand.
 */
export function sitePages({ staticDir, fallbackBrand, appEnv }: SitePagesOptions) {
  const indexHtml = readFileSync(join(staticDir, 'index.html'), 'utf8');
  const tableFile = join(staticDir, 'site', 'table.json');
  const table: SiteTable = existsSync(tableFile)
    ? siteTableSchema.parse(JSON.parse(readFileSync(tableFile, 'utf8')))
    : {
        pages: [],
        brands: [],
        site: { routeRules: {}, allowedExternalHosts: [] },
        experiments: [],
        consents: [],
        consentPolicy: { productsRequiringConsent: [] },
      };
  const preview = appEnv === 'preview';
  // A build without the prerender stage (a bare `vite build`) serves the plain shell everywhere; so
  // does one whose prerender was made for another index.html (an earlier build's, left beside it).
  const prerenderedFile = prerenderedPagesFile(staticDir);
  const renderedFor = prerenderedForFile(staticDir);
  const current =
    existsSync(prerenderedFile) &&
    existsSync(renderedFor) &&
    readFileSync(renderedFor, 'utf8').trim() ===
      createHash('sha256').update(indexHtml).digest('hex');
  const prerendered: PrerenderedPages = current
    ? prerenderedPagesSchema.parse(JSON.parse(readFileSync(prerenderedFile, 'utf8')))
    : {};

  // The stylesheets a prerendered page needs, inlined in place of the entry's render-blocking link.
  // Each is also named by a link of a type no browser styles with, which no browser fetches
  // (`disabled` does not stop Chromium's fetch): Vite's loader of the app's chunks skips a
  // stylesheet a link already names. Without them, the takeover fetched the same files again,
  // added the same rules a second time, and the app's import waited for those downloads.
  const stylesheets = new Map<string, string>();
  const stylesheet = (file: string) => {
    let text = stylesheets.get(file);
    if (text === undefined) {
      text = readFileSync(join(staticDir, file), 'utf8');
      stylesheets.set(file, text);
    }
    return text;
  };
  // …and its entry imported once the page has loaded (its image included): the page reads and its
  // first step answers without it, so no download competes with the first paint.
  const prerenderedShell = (html: string, css: readonly string[]) =>
    html
      .replace(
        /<link rel="stylesheet"[^>]*>/,
        `<style id="page-styles">${css.map(stylesheet).join('\n')}</style>` +
          css
            .map((file) => `<link rel="stylesheet" href="/${file}" type="text/x-inlined">`)
            .join(''),
      )
      .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
      .replace(
        /<script type="module" crossorigin src="([^"]+)"><\/script>/,
        (_tag, src: string) => `<script id="app-loader">${appLoader(src)}</script>`,
      );

  return (c: Context<{ Variables: SecureHeadersVariables }>) => {
    const url = new URL(c.req.url);
    const rule = redirectFor(table.site.routeRules, url.pathname, url.search);
    if (rule) return c.redirect(rule.location, rule.statusCode);
    if (table.brands.length === 0)
      return c.html(withNonce(indexHtml, c.get('secureHeadersNonce') ?? ''));

    const brand = brandForHost(table.brands, c.req.header('host'), fallbackBrand);
    const match = findPage(table.pages, brand.id, url.pathname);
    const found =
      match && passesValidation(match.page.validate, { step: match.step, search: url.searchParams })
        ? match.page
        : undefined;
    // The operator's report page (app/report/) is no campaign page: always there, never indexed.
    const report = REPORT_PATH.test(url.pathname);
    const head = found
      ? headFor(found, brand, { origin: url.origin, preview })
      : report
        ? {
            title: `Funnel report | ${brand.name}`,
            description: `Funnel drop-off report of ${brand.name} (operators only).`,
            canonical: undefined,
            lang: 'en' as const,
            noindex: true,
            favicon: brand.favicon,
          }
        : {
            title: `Page Not Found | ${brand.name}`,
            description: `This page does not exist on ${brand.name}.`,
            canonical: undefined,
            lang: 'en' as const,
            noindex: true,
            favicon: brand.favicon,
          };
    const tags = [
      `<meta name="description" content="${escapeHtml(head.description)}" />`,
      head.canonical ? `<link rel="canonical" href="${escapeHtml(head.canonical)}" />` : '',
      head.noindex ? '<meta name="robots" content="noindex, nofollow" />' : '',
      `<link rel="icon" href="${escapeHtml(head.favicon)}" type="image/svg+xml" />`,
      `<title>${escapeHtml(head.title)}</title>`,
      themeStyle(brand),
    ].filter(Boolean);
    const nonce = c.get('secureHeadersNonce') ?? '';
    // The page as a first visit sees it, when it was prerendered for this brand and the URL names
    // no step or the one the prerender shows; the app takes it over once loaded.
    // An experiment's arm (not the control) is its own prerendered page; without one, the plain
    // shell, never the control's markup that the app would then replace (a flicker).
    const arms = visitorExperiments(c, table.experiments, brand.id);
    const inArm = found && pageArm(table.experiments, arms, found.path);
    const page =
      found &&
      (inArm && !inArm.control
        ? prerendered[brand.id]?.[armPageKey(found.path, inArm.experiment.key, inArm.arm.key)]
        : prerendered[brand.id]?.[found.path]);
    const shown =
      page && (match?.step === undefined || match.step === page.step) ? page : undefined;
    // The page view is tracked before the app loads (app/prerender/): it names the funnel and step shown.
    const shownVersion =
      shown?.funnelVersion === undefined ? '' : ` data-funnel-version="${shown.funnelVersion}"`;
    const shownStep =
      shown?.funnel && shown.step
        ? ` data-funnel="${escapeHtml(shown.funnel)}"${shownVersion} data-step="${escapeHtml(shown.step)}"`
        : '';
    // …and what its inline script's page view carries (engine/site/earlyPageView.ts).
    // …and the app's scripts the entry fetches once the page is idle (app/prerender/prefetchApp.ts).
    const appScripts = shown?.js?.length
      ? ` ${APP_SCRIPTS_ATTRIBUTE}="${escapeHtml(shown.js.join(' '))}"`
      : '';
    const pageView =
      found && shown
        ? ` ${PAGE_VIEW_PROPERTIES_ATTRIBUTE}="${escapeHtml(JSON.stringify(prerenderedPageViewProperties({ route: found, funnel: shown.funnel, funnelVersion: shown.funnelVersion, step: shown.step, requestedStep: match?.step, arm: inArm && { experiment: inArm.experiment.key, arm: inArm.arm.key } })))}"`
        : '';
    const body = shown
      ? [
          `<div id="app"${shownStep}${appScripts}${pageView}>${shown.html}</div>`,
          `<script nonce="${nonce}" id="early-page-view">${EARLY_PAGE_VIEW_SCRIPT}</script>`,
          `<script nonce="${nonce}" id="early-submit">${EARLY_SUBMIT_SCRIPT}</script>`,
          `<script nonce="${nonce}" id="early-actions">${EARLY_ACTIONS_SCRIPT};${EARLY_BACK_SCRIPT}</script>`,
          // setupBeforeMount: the popup's triggers listen from the HTML on (engine/exitIntent/earlyExitIntentScript.ts).
          shown.earlyExitIntent
            ? `<script nonce="${nonce}" id="early-exit-intent">${earlyExitIntentScript(shown.earlyExitIntent.page, shown.earlyExitIntent.options)}</script>`
            : '',
        ]
          .filter(Boolean)
          .join('\n    ')
      : '<div id="app"></div>';
    // The nonce goes on the shell's own scripts (the entry or its loader) and the inline scripts
    // the server writes, never on markup inside the page's content; the content goes in last, as it is.
    const html = withNonce(shown ? prerenderedShell(indexHtml, shown.css) : indexHtml, nonce)
      .replace(/<!--page-head-->[\s\S]*<!--\/page-head-->/, () => tags.join('\n    '))
      .replace(
        /<html lang="[^"]*">/,
        `<html lang="${head.lang}" data-brand="${brand.id}" data-env="${appEnv}">`,
      )
      .replace(/<html ([^>]*)>/, (tag, attributes: string) =>
        Object.keys(arms).length > 0
          ? `<html ${attributes} ${EXPERIMENTS_ATTRIBUTE}="${escapeHtml(formatArms(arms))}">`
          : tag,
      )
      // Before any other script and any request of the page: personal parameters leave the URL (engine/site/earlyPrivacy.ts).
      .replace(
        '<head>',
        () =>
          `<head>\n    <script nonce="${nonce}" id="early-privacy">${EARLY_PRIVACY_SCRIPT}</script>`,
      )
      .replace('<div id="app"></div>', () => body);
    c.header('Cache-Control', 'no-cache');
    if (report && !found) c.header('X-Robots-Tag', 'noindex, nofollow');
    return c.html(html, found || report ? 200 : 404);
  };
}
