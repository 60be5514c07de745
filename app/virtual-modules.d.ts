declare module 'virtual:funnels' {
  import type { ValidatorFunctions } from '@rjsf/validator-ajv8';
  /** A funnel validated at build time, with each question step's precompiled validator. */
  export interface FunnelModule {
    /** The funnel definition as `parseFunnel` returned it (defaults applied). */
    readonly definition: unknown;
    /** The SHA-256 of the funnel file (the consent receipt names it). */
    readonly sha256: string;
    /** The disclosures its consent steps show, by id, in the funnel's language. */
    readonly disclosures: Readonly<Record<string, unknown>>;
    readonly validators: Readonly<Record<string, ValidatorFunctions>>;
  }
  /** The step ids of every funnel, by funnel id (in file order). */
  export const funnelSteps: Readonly<Record<string, readonly string[]>>;
  /** Loads a funnel's module (scripts/funnelModulesPlugin.ts); `undefined` when no funnel has that id. */
  export default function load(funnelId: string): Promise<FunnelModule> | undefined;
}
