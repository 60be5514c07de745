import type { SubmitEffect } from '../../../schemas/effects';

/** The words the engine and the step form write themselves, in each funnel language; the words themselves are in engine/copy/en.ts and es.ts. */
export interface FunnelCopy {
  readonly continue: string;
  readonly skip: string;
  readonly yes: string;
  readonly no: string;
  readonly optional: string;
  readonly invalid: (field: string) => string;
  /** Why a submit effect refused the step's answers. */
  readonly refusals: Readonly<Record<SubmitEffect | 'consent', string>>;
  /** A consent step's submit button: it says what the click does. */
  readonly agree: string;
  /** The page around the steps: progress, the call-to-action, the low-bid result, the exit popup. */
  readonly progress: string;
  readonly callLead: string;
  readonly leasedNote: string;
  readonly availability: string;
  readonly lowBid: string;
  readonly highBid: string;
  readonly exitTitle: string;
  readonly exitBody: string;
  readonly close: string;
}
