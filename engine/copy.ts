import type { SubmitEffect } from '../schemas/effects';

/** The words the engine and the step form write themselves, in each funnel language. */
export interface FunnelCopy {
  readonly continue: string;
  readonly skip: string;
  readonly yes: string;
  readonly no: string;
  readonly optional: string;
  readonly invalid: (field: string) => string;
  /** Why a submit effect refused the step's answers. */
  readonly refusals: Readonly<Record<SubmitEffect, string>>;
}

export const funnelCopy: Readonly<Record<'english' | 'spanish', FunnelCopy>> = {
  english: {
    continue: 'Continue',
    skip: 'Skip',
    yes: 'Yes',
    no: 'No',
    optional: '(optional)',
    invalid: (field) => `${field} is not valid.`,
    refusals: { checkZip: 'We could not find this ZIP code. Please check it and try again.' },
  },
  spanish: {
    continue: 'Continuar',
    skip: 'Omitir',
    yes: 'Sí',
    no: 'No',
    optional: '(opcional)',
    invalid: (field) => `${field} no es válido.`,
    refusals: { checkZip: 'No encontramos este código postal. Revíselo e inténtelo de nuevo.' },
  },
};
