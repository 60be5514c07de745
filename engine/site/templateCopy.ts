import { products } from 'virtual:content/products';
import type { ProductLine } from '../../schemas/campaignPage';
import type { ProductCopy } from '../../schemas/siteContent';

/** The words the article, legal, home and showcase templates and their components write: the product lines' are content (campaigns/content/products.<language>.json). */
export interface TemplateCopy {
  readonly products: Readonly<Record<ProductLine, ProductCopy>>;
  readonly readingTime: (minutes: number) => string;
  readonly inThisArticle: string;
  /** The heading of an index of articles (the reviews index): apart from its product lines' names. */
  readonly articlesListed: string;
  readonly ctaBody: string;
  readonly callInstead: string;
  readonly callTitle: string;
  readonly callBody: string;
  readonly funnelTitle: string;
  readonly funnelBody: string;
  readonly backToQuestions: string;
  readonly sources: string;
  readonly source: (n: number) => string;
  readonly opensInNewTab: string;
  /** The carrier card's list of strengths. */
  readonly knownFor: string;
  readonly contents: string;
  readonly lastUpdated: (date: string) => string;
  readonly backToContents: string;
  readonly startHere: string;
  readonly startHereBody: string;
  readonly start: string;
  readonly allPages: string;
  readonly colorScheme: string;
  readonly light: string;
  readonly dark: string;
  readonly system: string;
  readonly dontShowAgain: string;
}

const english: TemplateCopy = {
  products: products.english,
  readingTime: (minutes) => `${minutes} min read`,
  inThisArticle: 'In this article',
  articlesListed: 'Every review and guide',
  ctaBody: 'Answer a few short questions. It is free, and there is no obligation to buy.',
  callInstead: 'Prefer to talk? Call a licensed agent',
  callTitle: 'Talk it through with a licensed agent',
  callBody: 'A free call, with no obligation to buy.',
  funnelTitle: 'Check the plans offered in your ZIP code',
  funnelBody: 'Answer a few short questions; a licensed agent can then compare the plans with you.',
  backToQuestions: 'Go back to the questions',
  sources: 'Sources',
  source: (n) => `Source ${n}`,
  opensInNewTab: 'Opens in a new tab',
  knownFor: 'Known for',
  contents: 'Contents',
  lastUpdated: (date) => `Last updated: ${date}`,
  backToContents: 'Back to contents',
  startHere: 'Where would you like to start?',
  startHereBody:
    'Pick a topic, answer a few short questions, and see what may be available where you live.',
  start: 'Start',
  allPages: 'All our pages',
  colorScheme: 'Color scheme',
  light: 'Light',
  dark: 'Dark',
  system: 'System',
  dontShowAgain: "Don't show this again",
};

const spanish: TemplateCopy = {
  products: products.spanish,
  readingTime: (minutes) => `${minutes} min de lectura`,
  inThisArticle: 'En este artículo',
  articlesListed: 'Todas las reseñas y guías',
  ctaBody: 'Conteste unas preguntas breves. Es gratis y no tiene obligación de comprar.',
  callInstead: '¿Prefiere hablar? Llame a un agente con licencia',
  callTitle: 'Hable con un agente con licencia',
  callBody: 'Una llamada gratis, sin obligación de comprar.',
  funnelTitle: 'Revise los planes que se ofrecen en su código postal',
  funnelBody:
    'Conteste unas preguntas breves; luego un agente con licencia puede comparar los planes con usted.',
  backToQuestions: 'Volver a las preguntas',
  sources: 'Fuentes',
  source: (n) => `Fuente ${n}`,
  opensInNewTab: 'Se abre en una pestaña nueva',
  knownFor: 'Conocida por',
  contents: 'Contenido',
  lastUpdated: (date) => `Última actualización: ${date}`,
  backToContents: 'Volver al contenido',
  startHere: '¿Por dónde quiere empezar?',
  startHereBody:
    'Elija un tema, conteste unas preguntas breves y vea lo que puede estar disponible donde usted vive.',
  start: 'Empezar',
  allPages: 'Todas nuestras páginas',
  colorScheme: 'Esquema de colores',
  light: 'Claro',
  dark: 'Oscuro',
  system: 'Sistema',
  dontShowAgain: 'No mostrar de nuevo',
};

/** The templates' own words in English and Spanish (the frame's are in siteCopy.ts, the funnel's in funnel/copy.ts). */
export const templateCopy: Readonly<Record<'english' | 'spanish', TemplateCopy>> = {
  english,
  spanish,
};
