import { funnelCopy } from '../funnel/compiler/copy';

/** The words the click-to-call page writes around its number, in the page's language. */
export interface CallCopy {
  /** The line above the number (the funnel's call screen says the same). */
  readonly lead: string;
  /** Under a leased number. */
  readonly leasedNote: string;
  /** Read by screen readers while a number is leased. */
  readonly loading: string;
  /** Beside the number: what the call costs. */
  readonly free: string;
  readonly hours: string;
}

/** English and Spanish copy of the call page. */
export const callCopy: Readonly<Record<'english' | 'spanish', CallCopy>> = {
  english: {
    lead: funnelCopy.english.callLead,
    leasedNote: funnelCopy.english.leasedNote,
    loading: 'Finding an available line…',
    free: 'Free call, no obligation',
    hours: 'Hours',
  },
  spanish: {
    lead: funnelCopy.spanish.callLead,
    leasedNote: funnelCopy.spanish.leasedNote,
    loading: 'Buscando una línea disponible…',
    free: 'Llamada gratis y sin compromiso',
    hours: 'Horario',
  },
};
