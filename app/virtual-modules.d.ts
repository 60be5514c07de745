declare module 'virtual:funnels' {
  import type { ValidatorFunctions } from '@rjsf/validator-ajv8/lib/types';
  import type { FunnelDefinition } from '../schemas/funnel';
  /** A funnel validated at build time, with each question step's precompiled validator. */
  export interface FunnelModule {
    readonly definition: FunnelDefinition;
    readonly validators: Readonly<Record<string, ValidatorFunctions>>;
  }
  /** Loads a funnel's module (scripts/funnelModulesPlugin.ts); `undefined` when no funnel has that id. */
  export default function load(funnelId: string): Promise<FunnelModule> | undefined;
}
