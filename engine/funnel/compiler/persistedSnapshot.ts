import type { Snapshot } from 'xstate';
import { currentStep, DEMAND_CHECK, type CompiledFunnel } from './compileFunnel';
import type { Answers } from './matchesCondition';
import { olderSnapshotPath } from './olderSnapshotPath';

/**
 * Where a funnel's snapshot is kept. The version is part of the key, so a changed funnel never
 * restores answers shaped for the old one.
 */
export function snapshotKey(funnel: Pick<CompiledFunnel, 'id' | 'version'>): string {
  return `funnel:${funnel.id}:v${funnel.version}`;
}

/**
 * Reads a stored snapshot, or `undefined` when it is absent, unreadable, or names a step the
 * funnel no longer has: a broken store starts the funnel afresh instead of breaking the page.
 * A snapshot stored before the machine kept its path and ZIP checks gets them here, once: the
 * path retraced from its answers, no ZIP code looked up yet. One stored while the demand check
 * had a region of its own loses the region, and a check it was running restarts as the root's
 * child.
 */
export function readPersistedSnapshot(
  funnel: CompiledFunnel,
  stored: string | null,
): Snapshot<unknown> | undefined {
  if (!stored) return undefined;
  try {
    const parsed: unknown = JSON.parse(stored);
    if (typeof parsed !== 'object' || parsed === null) return undefined;
    const { value, status, context } = parsed as Record<string, unknown>;
    const valid =
      typeof value === 'object' &&
      value !== null &&
      Object.hasOwn(funnel.steps, currentStep({ value })) &&
      status === 'active' &&
      typeof context === 'object' &&
      context !== null &&
      typeof (context as Record<string, unknown>).values === 'object';
    if (!valid) return undefined;
    const kept = context as Record<string, unknown>;
    const upgraded = {
      ...parsed,
      ...withoutDemandRegion(value as Record<string, unknown>, parsed as Record<string, unknown>),
      context: {
        zipChecks: {},
        zipLookingUp: null,
        ...kept,
        path: Array.isArray(kept.path)
          ? kept.path
          : olderSnapshotPath(funnel, kept.values as Answers, currentStep({ value })),
      },
    };
    return upgraded as unknown as Snapshot<unknown>;
  } catch {
    return undefined;
  }
}

/** The state value without the old `demand` region, and its invoked check as the root's child. */
function withoutDemandRegion(value: Record<string, unknown>, parsed: Record<string, unknown>) {
  if (!Object.hasOwn(value, 'demand')) return {};
  const { demand: _region, ...regions } = value;
  const children = Object.entries((parsed.children ?? {}) as Record<string, { src?: unknown }>).map(
    ([id, child]) => [child.src === 'demandCheck' ? DEMAND_CHECK : id, child] as const,
  );
  return { value: regions, children: Object.fromEntries(children) };
}
