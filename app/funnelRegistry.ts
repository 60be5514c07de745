import type { ValidatorType } from '@rjsf/utils';
import createPrecompiledValidator from '@rjsf/validator-ajv8/lib/createPrecompiledValidator.js';
import loadFunnelModule, { type FunnelModule } from 'virtual:funnels';
import { compileFunnel, type CompiledFunnel } from '../engine/compileFunnel';
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
  const validators: Record<string, ValidatorType> = {};
  for (const step of Object.values(funnel.steps)) {
    const fns = compiled[step.id];
    if (step.type !== 'final' && fns) validators[step.id] = createPrecompiledValidator(fns, step.form.schema);
  }
  return { funnel, validators };
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
