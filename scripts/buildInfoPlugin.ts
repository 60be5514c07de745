import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { siteConfigSchema } from '../schemas/siteConfig';

/** Route rules published with each build (`builds/meta/{id}.json`): campaigns/site.json's redirects. */
function routeRules(): unknown {
  return siteConfigSchema.parse(JSON.parse(readFileSync('campaigns/site.json', 'utf8'))).routeRules;
}

/**
 * Writes the latest-build descriptor (`builds/latest.json` → `{ id }`) and the build's meta
 * (`builds/meta/{id}.json` → `{ id, builtAt, routeRules }`). The id is a hash of the emitted
 * file names, so it changes exactly when the site's code does.
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
    generateBundle(_options, bundle) {
      if (!site) return;
      const id = createHash('sha1').update(Object.keys(bundle).sort().join('\n')).digest('hex').slice(0, 12);
      this.emitFile({ type: 'asset', fileName: 'builds/latest.json', source: JSON.stringify({ id }) });
      this.emitFile({ type: 'asset', fileName: `builds/meta/${id}.json`, source: JSON.stringify({ id, builtAt: new Date().toISOString(), routeRules: routeRules() }) });
    },
  };
}
