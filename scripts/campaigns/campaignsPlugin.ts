import type { Plugin, ViteDevServer } from 'vite';
import type { SiteTable } from '../../schemas/siteTable';
import {
  assertNoProblems,
  defaultDirs,
  loadCampaigns,
  type CampaignBuild,
  type CampaignDirs,
} from './loadCampaigns';

const PUBLIC_ID = 'virtual:site';
const RESOLVED_ID = `\0${PUBLIC_ID}`;
/** `virtual:content/products`, `…/carriers`, `…/legal`: one module each, so a chunk carries only the words it shows. */
const CONTENT_PREFIX = 'virtual:content/';
const contentKinds = ['products', 'carriers', 'legal'] as const;

/** Where a page's payload is served: `/{path}/_payload.json` (spec section 7); the index's is `/_payload.json`. */
function payloadFile(path: string): string {
  return path === '/' ? '_payload.json' : `${path.slice(1)}/_payload.json`;
}

/** What the browser bundle carries of the table: routing data only (heads and bodies come with the payloads). */
function browserTable(table: SiteTable) {
  return {
    pages: table.pages.map(
      ({ title: _title, description: _description, middleware: _middleware, ...route }) => route,
    ),
    brands: table.brands,
    site: table.site,
    experiments: table.experiments,
  };
}

/**
 * The campaign table at build time: checks `campaigns/` (a broken page fails the build with the
 * file, line, pointer and fix), gives the browser `virtual:site` (routes, brands, site settings)
 * and `virtual:content/{products,carriers,legal}` (the words of campaigns/content/, by language),
 * and writes `site/table.json` (for the server) and each page's `{path}/_payload.json`. The dev
 * server answers the payloads from memory and reloads when a page file changes.
 */
export function campaignsPlugin(dirs: CampaignDirs = defaultDirs): Plugin {
  let build: CampaignBuild | undefined;
  const current = () => {
    build ??= loadCampaigns(dirs);
    return build;
  };
  let site = true;
  return {
    name: 'campaigns',
    configResolved(config) {
      site = !config.build.outDir.includes('storybook');
    },
    buildStart() {
      build = undefined;
      const loaded = current();
      for (const file of loaded.files) this.addWatchFile(file);
      assertNoProblems(loaded);
    },
    resolveId(id) {
      if (
        id.startsWith(CONTENT_PREFIX) &&
        (contentKinds as readonly string[]).includes(id.slice(CONTENT_PREFIX.length))
      )
        return `\0${id}`;
      return id === PUBLIC_ID ? RESOLVED_ID : undefined;
    },
    load(id) {
      const kind = contentKinds.find((name) => id === `\0${CONTENT_PREFIX}${name}`);
      if (kind) return `export const ${kind} = ${JSON.stringify(current().content[kind])};\n`;
      if (id !== RESOLVED_ID) return undefined;
      return `export const siteTable = ${JSON.stringify(browserTable(current().table))};\n`;
    },
    generateBundle() {
      if (!site) return;
      const { table, payloads } = current();
      this.emitFile({ type: 'asset', fileName: 'site/table.json', source: JSON.stringify(table) });
      for (const [path, payload] of payloads)
        this.emitFile({
          type: 'asset',
          fileName: payloadFile(path),
          source: JSON.stringify(payload),
        });
      for (const [file, payload] of current().armPayloads)
        this.emitFile({ type: 'asset', fileName: file.slice(1), source: JSON.stringify(payload) });
    },
    configureServer(server: ViteDevServer) {
      server.watcher.on('all', (_event, file) => {
        if (!file.includes(dirs.campaignsDir)) return;
        build = undefined;
        for (const resolved of [
          RESOLVED_ID,
          ...contentKinds.map((name) => `\0${CONTENT_PREFIX}${name}`),
        ]) {
          const module = server.moduleGraph.getModuleById(resolved);
          if (module) server.moduleGraph.invalidateModule(module);
        }
        server.ws.send({ type: 'full-reload' });
      });
      server.middlewares.use((request, response, next) => {
        const path = (request.url ?? '').split('?')[0] ?? '';
        if (!/\/_payload(\.[a-z0-9-]+\.[a-z0-9-]+)?\.json$/.test(path)) return next();
        const armPayload = current().armPayloads.get(path);
        if (armPayload) {
          response.setHeader('Content-Type', 'application/json');
          response.end(JSON.stringify(armPayload));
          return;
        }
        const pagePath =
          path === '/_payload.json' ? '/' : path.slice(0, -'/_payload.json'.length).toLowerCase();
        const payload = current().payloads.get(pagePath);
        response.statusCode = payload ? 200 : 404;
        response.setHeader('Content-Type', 'application/json');
        response.end(JSON.stringify(payload ?? { error: `No page ${pagePath}.` }));
      });
    },
  };
}
