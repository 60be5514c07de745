import { legal } from 'virtual:content/legal';

/** The words the site writes around a page's own content, in the page's language. */
export interface SiteCopy {
  readonly skipToContent: string;
  readonly callUs: string;
  readonly home: string;
  readonly terms: string;
  readonly privacy: string;
  /** The footer's link to the opt-out page, and that page's path in this language. */
  readonly optOut: string;
  readonly optOutPath: string;
  readonly benefitsTitle: string;
  /** The footer's legal disclosure: content, in campaigns/content/legal.<language>.json. */
  readonly disclosure: (brandName: string) => string;
  readonly startQuiz: string;
  readonly callNow: string;
  readonly pagesTitle: string;
  readonly hours: string;
  /** A page's loading state (its content is on the way). */
  readonly loading: string;
}

/** English and Spanish copy of the page frame (header, footer, disclosures). */
export const siteCopy: Readonly<Record<'english' | 'spanish', SiteCopy>> = {
  english: {
    skipToContent: 'Skip to content',
    callUs: 'Call a licensed agent',
    home: 'Home',
    terms: 'Terms of Use',
    privacy: 'Privacy Policy',
    optOut: 'Opt out of calls and texts',
    optOutPath: '/opt-out',
    benefitsTitle: 'What you can check',
    disclosure: (brand) => legal.english.disclosure.replaceAll('{brand}', brand),
    startQuiz: 'Check my options',
    callNow: 'Call now',
    pagesTitle: 'Our pages',
    hours: 'Hours',
    loading: 'Loading the page…',
  },
  spanish: {
    skipToContent: 'Ir al contenido',
    callUs: 'Llame a un agente con licencia',
    home: 'Inicio',
    terms: 'Términos de uso',
    privacy: 'Política de privacidad',
    optOut: 'Dejar de recibir llamadas',
    optOutPath: '/opt-out-es',
    benefitsTitle: 'Lo que puede consultar',
    disclosure: (brand) => legal.spanish.disclosure.replaceAll('{brand}', brand),
    startQuiz: 'Ver mis opciones',
    callNow: 'Llamar ahora',
    pagesTitle: 'Nuestras páginas',
    hours: 'Horario',
    loading: 'Cargando la página…',
  },
};
