import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import {
  resolveFunnelExtends,
  type FunnelSource,
} from '../../engine/funnel/compiler/resolveFunnelExtends';

/** A funnel as the report needs it: its steps in file order, with their types. */
export interface FunnelOutline {
  readonly id: string;
  /** The version the file declares (the one deployed). */
  readonly version: number;
  readonly steps: readonly {
    readonly id: string;
    readonly type: 'regular' | 'auxiliary' | 'final';
  }[];
}

const stepTypes = new Set(['regular', 'auxiliary', 'final']);

const readFunnel = (funnelsDir: string, id: string): FunnelSource | undefined => {
  const file = join(funnelsDir, `${id}.json`);
  if (!/^[a-z][a-z0-9-]*$/.test(id) || !existsSync(file)) return undefined;
  return { json: JSON.parse(readFileSync(file, 'utf8')) as unknown, source: file };
};

/**
 * Reads `funnels/<id>.json` (validated when the site builds), its `extends` resolved, for its
 * step ids and types; `undefined` when there is no such funnel. A step without a known type
 * counts as regular.
 */
export function funnelOutline(funnelsDir: string, id: string): FunnelOutline | undefined {
  const file = readFunnel(funnelsDir, id);
  if (!file) return undefined;
  // An extension's version, steps and types are its base's.
  const resolved = resolveFunnelExtends(file, (base) => readFunnel(funnelsDir, base)).json as {
    version?: unknown;
    steps?: Record<string, { type?: unknown } | null>;
  };
  const steps = resolved.steps ?? {};
  const version = resolved.version;
  return {
    id,
    version: typeof version === 'number' ? version : 1,
    steps: Object.entries(steps).map(([stepId, step]) => ({
      id: stepId,
      type:
        typeof step?.type === 'string' && stepTypes.has(step.type)
          ? (step.type as 'regular' | 'auxiliary' | 'final')
          : 'regular',
    })),
  };
}

/**
 * Each brand's lease placement (`placementId` of `campaigns/brands.json`), read once; an empty map
 * when the file is missing (the report then cannot count a brand's leases).
 */
export function brandPlacements(brandsFile: string): ReadonlyMap<string, string> {
  if (!existsSync(brandsFile)) return new Map();
  const brands = JSON.parse(readFileSync(brandsFile, 'utf8')) as readonly {
    id?: unknown;
    placementId?: unknown;
  }[];
  return new Map(
    brands.flatMap((brand) =>
      typeof brand.id === 'string' && typeof brand.placementId === 'string'
        ? [[brand.id, brand.placementId] as const]
        : [],
    ),
  );
}
