import type { ValidatorType } from '@rjsf/utils';
import type { FunnelModule } from 'virtual:funnels';
import type { Disclosure } from '../../../schemas/consentDisclosure';
import type { FunnelDefinition } from '../../../schemas/funnel';
import { compileFunnel, type CompiledFunnel } from './compileFunnel';
import { createStepValidators } from './stepValidators';

/** A compiled funnel with a validator for each question step. */
export interface LoadedFunnel {
  readonly funnel: CompiledFunnel;
  /** The definition it was compiled from (a visitor of an older version is moved by it). */
  readonly definition: FunnelDefinition;
  readonly validators: Readonly<Record<string, ValidatorType>>;
  /** The SHA-256 of the funnel file, for the consent receipt. */
  readonly sha256: string;
  /** The disclosures of its consent steps, by id (validated at build time). */
  readonly disclosures: Readonly<Record<string, Disclosure>>;
}

/**
 * Compiles a build-time funnel module (scripts/funnelModulesPlugin.ts) into what a page shows:
 * the machine and a validator per question step. The definition was parsed and verified when
 * the site was built, so the browser ships no zod.
 */
export function loadedFunnelOf(module: FunnelModule): LoadedFunnel {
  const definition = module.definition as FunnelDefinition;
  const funnel = compileFunnel(definition);
  return {
    funnel,
    definition,
    validators: createStepValidators(funnel, module.validators),
    sha256: module.sha256,
    disclosures: module.disclosures as Record<string, Disclosure>,
  };
}
