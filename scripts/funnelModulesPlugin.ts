import { join, resolve } from 'node:path';
import { compileSchemaValidatorsCode } from '@rjsf/validator-ajv8/compileSchemaValidators';
import type { Plugin } from 'vite';
import { compileFunnel } from '../engine/funnel/compiler/compileFunnel';
import { loadSoundFunnel } from '../engine/funnel/verifier/verifyFunnel';
import { loadConsentRules, sha256Sync } from './campaigns/loadDisclosures';
import { funnelIdsIn, readFunnelFile, type FunnelFile } from './funnelFiles';

const PUBLIC_ID = 'virtual:funnels';
const RESOLVED_ID = `\0${PUBLIC_ID}`;

/**
 * Turns AJV's standalone CommonJS output into an ES module body: `require` calls become
 * imports, and the code runs inside a function with its own `exports`.
 */
function toModuleFactory(code: string, imports: Map<string, string>): string {
  const body = code.replace(/require\("([^"]+)"\)/g, (_, specifier: string) => {
    let local = imports.get(specifier);
    if (!local) {
      local = `__dep${imports.size}`;
      imports.set(specifier, local);
    }
    return local;
  });
  return `(() => { const exports = {}; const module = { exports };\n${body}\nreturn module.exports; })()`;
}

/** The funnel's SHA-256 for the consent receipt: of its file, or of the file and its bases' (newline-joined). */
const funnelSha256 = (read: FunnelFile): string => sha256Sync(read.texts.join('\n'));

function funnelModule(file: string, read: FunnelFile): string {
  const consent = loadConsentRules();
  const { funnel: definition } = loadSoundFunnel(read.json, file, consent);
  const funnel = compileFunnel(definition);
  const imports = new Map<string, string>();
  const entries: string[] = [];
  for (const step of Object.values(funnel.steps)) {
    if (step.type === 'final') continue;
    const code = compileSchemaValidatorsCode(step.form.schema as never);
    entries.push(`${JSON.stringify(step.id)}: ${toModuleFactory(code, imports)}`);
  }
  // AJV's runtime helpers are CommonJS; their `default` is the helper `require(...).default` expects.
  const header = [...imports].map(
    ([specifier, local]) => `import * as ${local} from ${JSON.stringify(specifier)};`,
  );
  // What a consent step shows: its disclosure in the funnel's language (the brand fills it in the browser).
  const disclosureIds = new Set(
    Object.values(definition.steps).flatMap((step) =>
      step.type !== 'final' && step.consent ? [step.consent.disclosure] : [],
    ),
  );
  const disclosures = Object.fromEntries(
    consent.disclosures
      .filter((d) => disclosureIds.has(d.id) && d.language === definition.language)
      .map((d) => [d.id, d]),
  );
  return `${header.join('\n')}\nexport const sha256 = ${JSON.stringify(funnelSha256(read))};\nexport const disclosures = ${JSON.stringify(disclosures)};\nexport const definition = ${JSON.stringify(definition)};\nexport const validators = {\n${entries.join(',\n')}\n};\n`;
}

/**
 * Validates every funnel file and compiles each step's JSON Schema into validation code at
 * build time, so the browser ships neither zod nor AJV's compiler and never needs
 * `unsafe-eval`; a broken funnel fails the build with the file, the pointer and the fix.
 * `import load from 'virtual:funnels'` gives `load(funnelId)`, which lazily imports that
 * funnel's parsed definition and its validators (by step id), or `undefined` for no such funnel.
 */
export function funnelModulesPlugin(funnelsDir = 'funnels'): Plugin {
  const dir = resolve(funnelsDir);
  const funnelIds = () => funnelIdsIn(dir);
  return {
    name: 'funnel-modules',
    resolveId(id) {
      if (id === PUBLIC_ID || id.startsWith(`${PUBLIC_ID}/`)) return `\0${id}`;
      return undefined;
    },
    load(id) {
      if (id === RESOLVED_ID) {
        const cases = funnelIds().map(
          (fid) =>
            `  ${JSON.stringify(fid)}: () => import(${JSON.stringify(`${PUBLIC_ID}/${fid}`)}),`,
        );
        // Step ids by funnel, for tools that list every step (Storybook) without loading them all.
        const steps = Object.fromEntries(
          funnelIds().map((fid) => [
            fid,
            Object.keys(
              (readFunnelFile(join(dir, `${fid}.json`)).json as { steps?: object }).steps ?? {},
            ),
          ]),
        );
        return `const loaders = {\n${cases.join('\n')}\n};\nexport const funnelSteps = ${JSON.stringify(steps)};\nexport default function load(id) {\n  return Object.hasOwn(loaders, id) ? loaders[id]() : undefined;\n}\n`;
      }
      if (id.startsWith(`${RESOLVED_ID}/`)) {
        const file = join(dir, `${id.slice(RESOLVED_ID.length + 1)}.json`);
        const read = readFunnelFile(file);
        // An extension's module is rebuilt when its base changes too.
        for (const source of read.files) this.addWatchFile(source);
        return funnelModule(file, read);
      }
      return undefined;
    },
  };
}
