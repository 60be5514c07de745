import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { siteConfigSchema } from '../schemas/siteConfig';

/** Route rules published with each build (`builds/meta/{id}.json`): campaigns/site.json's redirects. */
function routeRules(): unknown {
  return siteConfigSchema.parse(JSON.parse(readFileSync('campaigns/site.json', 'utf8'))).routeRules;
}

/** The page's own build id, as the build writes it into `index.html` (read by app/site/deployment.ts). */
export function withBuildId(html: string, id: string): string {
  return html.replace('<head>', `<head>\n    <meta name="build-id" content="${id}" />`);
}

/**
 * Writes the latest-build descriptor (`builds/latest.json` → `{ id }`) and the build's meta
 * (`builds/meta/{id}.json` → `{ id, builtAt, routeRules }`), and the id into `index.html`
 * (`<meta name="build-id">`), so the running bundle knows its own build. The id is a hash of the
 * emitted file names, so it changes exactly when the site's code does.
 */
export function buildInfoPlugin(): Plugin {
  let site = true;
  return {
    name: 'build-info',
    apply: 'build',
    configResolved(config) {
      // Storybook builds with this config too; its output is not a deployment.
      site = !config.build.outDir.includes('storybook');
    },
    // After the other plugins' (Vite's HTML plugin emits index.html in its own generateBundle).
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        if (!site) return;
        const id = createHash('sha1')
          .update(Object.keys(bundle).sort().join('\n'))
          .digest('hex')
          .slice(0, 12);
        const html = bundle['index.html'];
        if (html?.type === 'asset' && typeof html.source === 'string')
          html.source = withBuildId(html.source, id);
        this.emitFile({
          type: 'asset',
          fileName: 'builds/latest.json',
          source: JSON.stringify({ id }),
        });
        this.emitFile({
          type: 'asset',
          fileName: `builds/meta/${id}.json`,
          source: JSON.stringify({
            id,
            builtAt: new Date().toISOString(),
            routeRules: routeRules(),
          }),
        });
      },
    },
  };
}
