import type { ValidatorType } from '@rjsf/utils';
import loadFunnelModule, { type FunnelModule } from 'virtual:funnels';
import { compileFunnel, type CompiledFunnel } from '../engine/compileFunnel';
import { createStepValidators } from '../engine/stepValidators';
import type { FunnelDefinition } from '../schemas/funnel';

/** A compiled funnel with a validator for each question step. */
export interface LoadedFunnel {
  readonly funnel: CompiledFunnel;
  readonly validators: Readonly<Record<string, ValidatorType>>;
}

const cache = new Map<string, Promise<LoadedFunnel>>();

async function load(pending: Promise<FunnelModule>): Promise<LoadedFunnel> {
  const { definition, validators: compiled } = await pending;
  // Parsed by zod when the site was built (scripts/funnelModulesPlugin.ts): the browser ships no zod.
  const funnel = compileFunnel(definition as FunnelDefinition);
  return { funnel, validators: createStepValidators(funnel, compiled) };
}

/**
 * Loads and compiles a funnel once per page life; `undefined` when no funnel has that id.
 * Compiling outside render keeps React StrictMode from building a machine twice.
 */
export function loadFunnel(id: string): Promise<LoadedFunnel> | undefined {
  let loaded = cache.get(id);
  if (!loaded) {
    const pending = loadFunnelModule(id);
    if (!pending) return undefined;
    loaded = load(pending);
    cache.set(id, loaded);
  }
  return loaded;
}
