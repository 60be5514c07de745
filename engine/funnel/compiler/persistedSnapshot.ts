import type { Snapshot } from 'xstate';
import { currentStep, type CompiledFunnel } from './compileFunnel';

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
    return valid ? (parsed as Snapshot<unknown>) : undefined;
  } catch {
    return undefined;
  }
}
