import { FunnelError } from './parseFunnel';
import { extendFunnel, isFunnelExtension, parseFunnelExtension } from './extendFunnel';

/** A funnel file as read: its JSON and its name (for messages). */
export interface FunnelSource {
  readonly json: unknown;
  readonly source: string;
}

/** A funnel file with its `extends` resolved: the full funnel, and every file it was made of. */
export interface ResolvedFunnel {
  readonly json: unknown;
  /** The file itself first, then its base, its base's base… */
  readonly sources: readonly string[];
}

/**
 * Resolves a funnel file's `extends` chain into the full funnel's JSON (for `parseFunnel`); a
 * file without `extends` is returned as it is. I/O stays with the caller: `read` gives a funnel
 * by id, or `undefined` when there is none.
 *
 * @throws FunnelError naming the file and `/extends` for an unknown base or a cycle, or the
 *   override for a step or field the base lacks
 * @example resolveFunnelExtends({ json, source: 'funnels/otc.json' }, (id) => readFunnel(id), ['medicare'])
 */
export function resolveFunnelExtends(
  file: FunnelSource,
  read: (id: string) => FunnelSource | undefined,
  knownIds: readonly string[] = [],
): ResolvedFunnel {
  if (!isFunnelExtension(file.json)) return { json: file.json, sources: [file.source] };
  const extension = parseFunnelExtension(file.json, file.source);
  const chain = [extension.id];
  let base = extension.extends;
  const sources = [file.source];
  const extensions = [{ extension, source: file.source }];
  for (;;) {
    if (chain.includes(base)) {
      throw new FunnelError(file.source, [
        {
          pointer: '/extends',
          message: `The funnels extend each other in a circle (${[...chain, base].join(' → ')}). Make one of them a full funnel.`,
        },
      ]);
    }
    const found = read(base);
    if (!found) {
      const hint = knownIds.length > 0 ? ` Known funnels: ${knownIds.join(', ')}.` : '';
      throw new FunnelError(sources.at(-1)!, [
        { pointer: '/extends', message: `No funnel "${base}" in funnels/ to extend.${hint}` },
      ]);
    }
    sources.push(found.source);
    chain.push(base);
    if (!isFunnelExtension(found.json)) {
      // Apply the nearest base's words first, so the file itself has the last word.
      const json = extensions.reduceRight<unknown>(
        (acc, item, index) => extendFunnel(item.extension, acc, item.source, sources[index + 1]!),
        found.json,
      );
      return { json, sources };
    }
    const next = parseFunnelExtension(found.json, found.source);
    extensions.push({ extension: next, source: found.source });
    base = next.extends;
  }
}
