import type { ValidatorType } from '@rjsf/utils';
import type { CompiledStep } from '../engine/funnel/compiler/compileFunnel';
import type { FunnelCopy } from '../engine/funnel/compiler/copy';

/**
 * What a view of a funnel's current step takes from the running funnel, the form's
 * ({@link FunnelStepView}) and the chat's (`ChatFunnel`) alike: a page hands it over whole
 * (app/funnel/useFunnelStep.ts builds it), so the two cannot be given different things.
 */
export interface StepViewProps {
  /** The machine's current step: a question, or the final call screen. */
  readonly step: CompiledStep;
  readonly progressMax: number;
  readonly language: 'english' | 'spanish';
  /** The funnel's words (progress, refusals, call screen). */
  readonly copy: FunnelCopy;
  /** The step's precompiled validator (question steps). */
  readonly validator: ValidatorType | undefined;
  /** Answers already given to the step, shown again when the visitor comes back to it. */
  readonly initialValues: Readonly<Record<string, unknown>>;
  /** Submit effects are running: the buttons wait. */
  readonly busy?: boolean;
  /** Why the last submit was refused (a submit effect answered no). */
  readonly refusal?: string | undefined;
  /** The number to call (digits) and whether it is leased for this visitor. */
  readonly phone: string;
  readonly leased: boolean;
  /** The demand check's result, when one answered. */
  readonly demand?: { readonly isLowBid: boolean; readonly raw: unknown } | null;
  /** A consent step's disclosure as the visitor reads it (brand and sellers filled in). */
  readonly disclosure?: string | undefined;
  readonly onSubmit: (values: Record<string, unknown>) => void;
  readonly onSkip: () => void;
  /** A field's answer changed (typed or chosen), before any submit: the machine hears it. */
  readonly onFieldChange?: ((name: string, value: unknown) => void) | undefined;
}
