import type { SubmitEffect } from '../../../schemas/effects';

/** The words the engine and the step form write themselves, in each funnel language. */
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

export const funnelCopy: Readonly<Record<'english' | 'spanish', FunnelCopy>> = {
  english: {
    continue: 'Continue',
    skip: 'Skip',
    yes: 'Yes',
    no: 'No',
    optional: '(optional)',
    invalid: (field) => `${field} is not valid.`,
    refusals: {
      checkZip: 'We could not find this ZIP code. Please check it and try again.',
      consent:
        'To see your options here, check the box agreeing to calls. You can also call us instead.',
    },
    agree: 'I agree, show my options',
    progress: 'Progress',
    callLead: 'Call a licensed agent now',
    leasedNote: 'This line is reserved for you for the next few minutes.',
    availability: 'Availability',
    lowBid:
      'Agents are busy right now. Call and you will be connected to the next available licensed agent.',
    highBid: 'Licensed agents are available now to review your options.',
    exitTitle: 'Before you go',
    exitBody:
      'A licensed agent can check the plans and benefits available to you in a few minutes.',
    close: 'Close',
  },
  spanish: {
    continue: 'Continuar',
    skip: 'Omitir',
    yes: 'Sí',
    no: 'No',
    optional: '(opcional)',
    invalid: (field) => `${field} no es válido.`,
    refusals: {
      checkZip: 'No encontramos este código postal. Revíselo e inténtelo de nuevo.',
      consent:
        'Para ver sus opciones aquí, marque la casilla que acepta llamadas. También puede llamarnos.',
    },
    agree: 'Acepto, ver mis opciones',
    progress: 'Progreso',
    callLead: 'Llame ahora a un agente con licencia',
    leasedNote: 'Esta línea está reservada para usted durante los próximos minutos.',
    availability: 'Disponibilidad',
    lowBid:
      'Los agentes están ocupados en este momento. Llame y lo comunicaremos con el próximo agente con licencia disponible.',
    highBid: 'Hay agentes con licencia disponibles ahora para revisar sus opciones.',
    exitTitle: 'Antes de irse',
    exitBody:
      'Un agente con licencia puede revisar en pocos minutos los planes y beneficios disponibles para usted.',
    close: 'Cerrar',
  },
};
