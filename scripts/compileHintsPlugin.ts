import type { Plugin } from 'vite';

/** V8's explicit compile hint (Chrome 136+): compile every function of the file as it loads. */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/** Libraries loaded for a rare need (the fallback form renderer, an error report): compiled lazily, if ever. */
const RARELY_RUN = ['/node_modules/@rjsf/core/', '/node_modules/@sentry/'];

/** Whether a chunk is code a visitor's page runs: every chunk but those of {@link RARELY_RUN}. */
export function wantsCompileHint(moduleIds: readonly string[]): boolean {
  return !moduleIds.some((id) =>
    RARELY_RUN.some((library) => id.replaceAll('\\', '/').includes(library)),
  );
}

/**
 * Puts V8's compile hint at the top of the chunks a visit runs. Without it V8 compiles a function
 * on its first call, on the main thread: the first Continue click compiled some 90 functions (the
 * machine's transition, the next step's components), about 30 ms at 4x CPU throttling, before
 * the next question could paint. With it they are compiled as the chunk loads, off the main
 * thread, while the visitor is still reading the first question. Browsers without the hint
 * read a comment.
 */
export function compileHintsPlugin(): Plugin {
  return {
    name: 'compile-hints',
    apply: 'build',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    // Last, on the final code: the minifier drops comments, and Vite writes its preload map first.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) {
          if (chunk.type !== 'chunk' || !wantsCompileHint(chunk.moduleIds)) continue;
          chunk.code = `${COMPILE_HINT}\n${chunk.code}`;
          // The code moved down a line: so do the source map's lines (`;` starts a generated line).
          const map = bundle[`${chunk.fileName}.map`];
          if (map?.type === 'asset' && typeof map.source === 'string') {
            const parsed = JSON.parse(map.source) as { mappings: string };
            map.source = JSON.stringify({ ...parsed, mappings: `;${parsed.mappings}` });
          }
        }
      },
    },
  };
}
