import type { ProductLine } from '../../schemas/campaignPage';

/** What a product line is called and how the home page and calls to action speak about it. */
interface ProductCopy {
  /** The line's name, as a heading (`Medicare Advantage`). */
  readonly name: string;
  /** One sentence for the home page's card. */
  readonly blurb: string;
  /** The call to action's heading at the end of an article. */
  readonly ctaTitle: string;
  /** What the exit popup says above the number. */
  readonly exitBody: string;
}

/** The words the article, legal, home and showcase templates and their components write themselves. */
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
  products: {
    medicare: {
      name: 'Medicare Advantage',
      blurb: 'Compare the Medicare Advantage, Supplement and drug plans offered in your county.',
      ctaTitle: 'See which Medicare plans are offered where you live',
      exitBody: 'A licensed agent can check the plans and benefits available to you in a few minutes.',
    },
    otc: {
      name: 'Over-the-counter allowances',
      blurb: 'Find plans that include money for pharmacy items such as vitamins and first-aid supplies.',
      ctaTitle: 'Check for plans with an over-the-counter allowance',
      exitBody: 'A licensed agent can check which plans near you include an over-the-counter allowance.',
    },
    grocery: {
      name: 'Grocery allowances',
      blurb: 'See whether plans in your area offer a card for groceries and healthy food.',
      ctaTitle: 'Check for plans with a grocery allowance',
      exitBody: 'A licensed agent can check which plans near you include help with groceries.',
    },
    dental: {
      name: 'Dental and vision',
      blurb: 'Look for plans that cover cleanings, dentures, eye exams and glasses.',
      ctaTitle: 'Check for plans with dental and vision coverage',
      exitBody: 'A licensed agent can check which plans near you cover dental and vision care.',
    },
    giveback: {
      name: 'Part B giveback',
      blurb: 'Find plans that may lower the Part B premium taken from your Social Security check.',
      ctaTitle: 'Check for plans with a Part B giveback',
      exitBody: 'A licensed agent can check which plans near you offer a Part B premium reduction.',
    },
    reviews: {
      name: 'Plan reviews',
      blurb: 'Plain-language reviews of the large Medicare Advantage carriers.',
      ctaTitle: 'Compare this plan with the others in your area',
      exitBody: 'A licensed agent can compare the plans offered in your county side by side.',
    },
    auto: {
      name: 'Auto insurance',
      blurb: 'Compare car insurance quotes from several insurers in a few minutes.',
      ctaTitle: 'Compare auto insurance quotes for your car',
      exitBody: 'A licensed agent can compare auto insurance quotes for you in a few minutes.',
    },
    life: {
      name: 'Life insurance',
      blurb: 'See term, whole and final-expense life insurance options for your family.',
      ctaTitle: 'See life insurance options for your family',
      exitBody: 'A licensed agent can go over life insurance options with you in a few minutes.',
    },
    general: {
      name: 'About this site',
      blurb: 'How this site works, our terms and your privacy.',
      ctaTitle: 'Talk with a licensed agent',
      exitBody: 'A licensed agent can answer your questions in a few minutes.',
    },
  },
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
  startHereBody: 'Pick a topic, answer a few short questions, and see what may be available where you live.',
  start: 'Start',
  allPages: 'All our pages',
  colorScheme: 'Color scheme',
  light: 'Light',
  dark: 'Dark',
  system: 'System',
  dontShowAgain: "Don't show this again",
};

const spanish: TemplateCopy = {
  products: {
    medicare: {
      name: 'Medicare Advantage',
      blurb: 'Compare los planes Medicare Advantage, Suplementarios y de medicamentos de su condado.',
      ctaTitle: 'Vea qué planes de Medicare se ofrecen donde usted vive',
      exitBody: 'Un agente con licencia puede revisar en pocos minutos los planes y beneficios disponibles para usted.',
    },
    otc: {
      name: 'Asignaciones para productos de venta libre',
      blurb: 'Busque planes con dinero para productos de farmacia como vitaminas y primeros auxilios.',
      ctaTitle: 'Busque planes con asignación para productos de venta libre',
      exitBody: 'Un agente con licencia puede revisar qué planes cerca de usted incluyen una asignación para productos de venta libre.',
    },
    grocery: {
      name: 'Asignaciones para comestibles',
      blurb: 'Vea si los planes de su zona ofrecen una tarjeta para comestibles y comida saludable.',
      ctaTitle: 'Busque planes con asignación para comestibles',
      exitBody: 'Un agente con licencia puede revisar qué planes cerca de usted ayudan con los comestibles.',
    },
    dental: {
      name: 'Dental y visión',
      blurb: 'Busque planes que cubran limpiezas, dentaduras, exámenes de la vista y anteojos.',
      ctaTitle: 'Busque planes con cobertura dental y de visión',
      exitBody: 'Un agente con licencia puede revisar qué planes cerca de usted cubren atención dental y de la vista.',
    },
    giveback: {
      name: 'Reembolso de la Parte B',
      blurb: 'Busque planes que pueden reducir la prima de la Parte B que se descuenta de su Seguro Social.',
      ctaTitle: 'Busque planes con reembolso de la Parte B',
      exitBody: 'Un agente con licencia puede revisar qué planes cerca de usted reducen la prima de la Parte B.',
    },
    reviews: {
      name: 'Reseñas de planes',
      blurb: 'Reseñas claras de las grandes aseguradoras de Medicare Advantage.',
      ctaTitle: 'Compare este plan con los demás de su zona',
      exitBody: 'Un agente con licencia puede comparar los planes de su condado uno al lado del otro.',
    },
    auto: {
      name: 'Seguro de auto',
      blurb: 'Compare cotizaciones de seguro de auto de varias aseguradoras en pocos minutos.',
      ctaTitle: 'Compare cotizaciones de seguro para su auto',
      exitBody: 'Un agente con licencia puede comparar cotizaciones de seguro de auto en pocos minutos.',
    },
    life: {
      name: 'Seguro de vida',
      blurb: 'Vea opciones de seguro de vida a término, permanente y de gastos finales para su familia.',
      ctaTitle: 'Vea opciones de seguro de vida para su familia',
      exitBody: 'Un agente con licencia puede revisar con usted opciones de seguro de vida en pocos minutos.',
    },
    general: {
      name: 'Sobre este sitio',
      blurb: 'Cómo funciona este sitio, nuestros términos y su privacidad.',
      ctaTitle: 'Hable con un agente con licencia',
      exitBody: 'Un agente con licencia puede responder sus preguntas en pocos minutos.',
    },
  },
  readingTime: (minutes) => `${minutes} min de lectura`,
  inThisArticle: 'En este artículo',
  articlesListed: 'Todas las reseñas y guías',
  ctaBody: 'Conteste unas preguntas breves. Es gratis y no tiene obligación de comprar.',
  callInstead: '¿Prefiere hablar? Llame a un agente con licencia',
  callTitle: 'Hable con un agente con licencia',
  callBody: 'Una llamada gratis, sin obligación de comprar.',
  funnelTitle: 'Revise los planes que se ofrecen en su código postal',
  funnelBody: 'Conteste unas preguntas breves; luego un agente con licencia puede comparar los planes con usted.',
  backToQuestions: 'Volver a las preguntas',
  sources: 'Fuentes',
  source: (n) => `Fuente ${n}`,
  opensInNewTab: 'Se abre en una pestaña nueva',
  knownFor: 'Conocida por',
  contents: 'Contenido',
  lastUpdated: (date) => `Última actualización: ${date}`,
  backToContents: 'Volver al contenido',
  startHere: '¿Por dónde quiere empezar?',
  startHereBody: 'Elija un tema, conteste unas preguntas breves y vea lo que puede estar disponible donde usted vive.',
  start: 'Empezar',
  allPages: 'Todas nuestras páginas',
  colorScheme: 'Esquema de colores',
  light: 'Claro',
  dark: 'Oscuro',
  system: 'Sistema',
  dontShowAgain: 'No mostrar de nuevo',
};

/** The templates' own words in English and Spanish (the frame's are in siteCopy.ts, the funnel's in funnel/copy.ts). */
export const templateCopy: Readonly<Record<'english' | 'spanish', TemplateCopy>> = { english, spanish };
