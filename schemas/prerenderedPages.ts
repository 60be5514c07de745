import { z } from 'zod';
import { exitIntentOptionsSchema } from './exitIntentOptions';

/**
 * Where the build writes the prerendered pages of a static folder: beside it, never inside it
 * (`dist` → `dist-server/prerendered-pages.json`), so no request can fetch every brand's pages.
 *
 * @example prerenderedPagesFile('dist') // 'dist-server/prerendered-pages.json'
 */
export const prerenderedPagesFile = (staticDir: string) =>
  `${staticDir.replace(/[\\/]+$/, '')}-server/prerendered-pages.json`;

/**
 * Beside the prerendered pages: the SHA-256 (hex) of the `index.html` they were rendered for. The
 * server uses the pages only with that very `index.html`, so an earlier build's pages left beside
 * a new bare `vite build` are never sent.
 */
export const prerenderedForFile = (staticDir: string) =>
  `${staticDir.replace(/[\\/]+$/, '')}-server/prerendered-for.txt`;

/**
 * The prerendered pages (scripts/prerender/): per brand id, per page path, the `#app` markup of a
 * first visit, the funnel step it shows (and that funnel's id and version) and the stylesheets it needs (the server inlines them, so
 * the first paint waits for no request but the HTML) and the app's scripts it will need. Pages that depend on the visitor (a leased number,
 * offers for a ZIP) are not in it; the server sends them the plain shell.
 */
export const prerenderedPagesSchema = z.record(
  z.string(),
  z.record(
    z.string(),
    z.object({
      html: z.string(),
      step: z.string().optional(),
      funnel: z.string().optional(),
      funnelVersion: z.int().positive().optional(),
      css: z.array(z.string()),
      /** The app's scripts the page takes over with (beyond the entry's), fetched once the page is idle. */
      js: z.array(z.string()).optional(),
      earlyExitIntent: z.object({ page: z.string(), options: exitIntentOptionsSchema }).optional(),
    }),
  ),
);

export type PrerenderedPages = z.infer<typeof prerenderedPagesSchema>;
