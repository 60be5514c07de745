import type { BodyNode } from '../schemas/pageComponents';

// Page bodies as scripts/campaigns/compileBody.ts compiles them, for stories (the Markdown each
// was written in is in the comment above it).

/*
 * *November 2026.* Medicare's fall Open Enrollment runs … see the :source-link[Medicare & You handbook]{href="…"}.
 * ## What members are seeing for 2027 / - **Drug costs.** … / ::carrier-card{carrier="humana"}
 * ## Plans at a glance (a table) / ## Good to know (a quote, code) / :::source-list …
 */
const english: BodyNode[] = [
  [
    'p',
    null,
    ['em', null, 'November 2026.'],
    " Medicare's fall Open Enrollment runs from October 15 to December 7. Whatever you choose by December 7 takes effect on January 1. The official ",
    ['x-source-link', { href: 'https://www.medicare.gov/publications' }, 'Medicare & You handbook'],
    ' explains how to read the changes.',
  ],
  ['h2', { id: 'what-members-are-seeing-for-2027' }, 'What members are seeing for 2027'],
  [
    'ul',
    null,
    [
      'li',
      null,
      ['strong', null, 'Drug costs.'],
      ' The yearly cap on covered Part D drugs is $2,400 for 2027, according to the ',
      ['x-source-link', { href: 'https://www.cms.gov/newsroom' }, 'rate announcement'],
      '.',
    ],
    [
      'li',
      null,
      ['strong', null, 'Extra benefits.'],
      ' Some plans are changing their dental, vision or over-the-counter extras.',
      ['ul', null, ['li', null, 'Read the amounts,'], ['li', null, 'not just the headings.']],
    ],
  ],
  [
    'ol',
    null,
    ['li', null, 'Write down your doctors and prescriptions.'],
    [
      'li',
      null,
      'Compare next year’s costs in ',
      ['x-source-link', { href: 'https://www.medicare.gov/plan-compare/' }, 'Medicare Plan Finder'],
      '.',
    ],
    ['li', null, 'If your plan still fits, you do not have to do anything.'],
  ],
  ['x-carrier-card', { carrier: 'humana' }],
  ['h2', { id: 'plans-at-a-glance' }, 'Plans at a glance'],
  [
    'table',
    null,
    ['thead', null, ['tr', null, ['th', null, ''], ['th', null, 'HMO'], ['th', null, 'PPO']]],
    [
      'tbody',
      null,
      [
        'tr',
        null,
        ['td', null, 'Network'],
        ['td', null, 'In network only'],
        ['td', null, 'Out of network at a higher cost'],
      ],
      ['tr', null, ['td', null, 'Referrals'], ['td', null, 'Usually'], ['td', null, 'Rarely']],
    ],
  ],
  ['h3', { id: 'good-to-know' }, 'Good to know'],
  [
    'blockquote',
    null,
    [
      'p',
      null,
      'Plan availability, benefits and costs vary by location. Call :brand-name at ',
      ['x-phone-link', null],
      ' with questions.',
    ],
  ],
  ['p', null, 'Plan ids look like ', ['code', null, 'H1234-001'], ':'],
  [
    'pre',
    null,
    [
      'code',
      { class: 'language-text' },
      'H1234-001  Medicare Advantage HMO\nH5678-012  Medicare Advantage PPO',
    ],
  ],
  [
    'p',
    null,
    'Questions? ',
    ['x-brand-name', null],
    ' agents answer at ',
    ['x-phone-link', null],
    '.',
  ],
  ['hr', null],
  [
    'x-source-list',
    null,
    [
      'ul',
      null,
      [
        'li',
        null,
        ['a', { href: 'https://www.medicare.gov/publications' }, 'Medicare & You handbook'],
      ],
      [
        'li',
        null,
        ['a', { href: 'https://www.cms.gov/newsroom' }, 'CMS newsroom: rate announcements'],
      ],
      [
        'li',
        null,
        ['a', { href: 'https://www.medicare.gov/plan-compare/' }, 'Medicare Plan Finder'],
      ],
    ],
  ],
];

const spanish: BodyNode[] = [
  [
    'p',
    null,
    ['em', null, 'Noviembre de 2026.'],
    ' La inscripción abierta de Medicare va del 15 de octubre al 7 de diciembre. El ',
    ['x-source-link', { href: 'https://www.medicare.gov/publications' }, 'manual Medicare y Usted'],
    ' explica cómo leer los cambios.',
  ],
  ['h2', { id: 'que-cambia-en-2027' }, 'Qué cambia en 2027'],
  [
    'ul',
    null,
    [
      'li',
      null,
      ['strong', null, 'Medicamentos.'],
      ' El tope anual de la Parte D es de $2,400 en 2027.',
    ],
    [
      'li',
      null,
      ['strong', null, 'Beneficios adicionales.'],
      ' Algunos planes cambian la cobertura dental o de la vista.',
    ],
  ],
  ['x-carrier-card', { carrier: 'humana' }],
  ['h2', { id: 'los-planes-de-un-vistazo' }, 'Los planes de un vistazo'],
  [
    'table',
    null,
    ['thead', null, ['tr', null, ['th', null, ''], ['th', null, 'HMO'], ['th', null, 'PPO']]],
    [
      'tbody',
      null,
      [
        'tr',
        null,
        ['td', null, 'Red'],
        ['td', null, 'Solo dentro de la red'],
        ['td', null, 'Fuera de la red a mayor costo'],
      ],
    ],
  ],
  [
    'blockquote',
    null,
    ['p', null, 'La disponibilidad y los costos de los planes varían según su ubicación.'],
  ],
  [
    'p',
    null,
    '¿Preguntas? Los agentes de ',
    ['x-brand-name', null],
    ' responden al ',
    ['x-phone-link', null],
    '.',
  ],
  [
    'x-source-list',
    null,
    [
      'ul',
      null,
      ['li', null, ['a', { href: 'https://www.medicare.gov/publications' }, 'Medicare y Usted']],
      [
        'li',
        null,
        ['a', { href: 'https://www.medicare.gov/plan-compare/' }, 'Buscador de planes de Medicare'],
      ],
    ],
  ],
];

/** An article body with every prose element and component, in each language. */
export const storyArticleBody: Readonly<Record<'english' | 'spanish', BodyNode[]>> = {
  english,
  spanish,
};

/** A legal page's body: the date line, then numbered sections. */
export const storyLegalBody: Readonly<Record<'english' | 'spanish', BodyNode[]>> = {
  english: [
    ['p', null, ['em', null, 'Last updated: November 2026']],
    [
      'p',
      null,
      'These Terms of Use apply to your use of this website and the services offered through it by ',
      ['x-brand-name', null],
      '.',
    ],
    ['h2', { id: '1-who-we-are' }, '1. Who we are'],
    [
      'p',
      null,
      ['x-brand-name', null],
      ' is a marketing service. ',
      ['strong', null, 'We are not an insurance company'],
      ', and we do not decide whether you qualify for coverage.',
    ],
    ['h2', { id: '2-consent-to-calls-texts-and-emails' }, '2. Consent to calls, texts and emails'],
    [
      'ul',
      null,
      [
        'li',
        null,
        ['strong', null, 'Your consent is not a condition of any purchase.'],
        ' You may call us at ',
        ['x-phone-link', null],
        ' instead.',
      ],
      ['li', null, 'Reply ', ['strong', null, 'STOP'], ' to any text message to stop texts.'],
    ],
    ['h2', { id: '3-contact-us' }, '3. Contact us'],
    ['p', null, 'Call ', ['x-phone-link', null], ' during business hours.'],
  ],
  spanish: [
    ['p', null, ['em', null, 'Última actualización: noviembre de 2026']],
    [
      'p',
      null,
      'Estos Términos de uso se aplican a su uso de este sitio web y de los servicios de ',
      ['x-brand-name', null],
      '.',
    ],
    ['h2', { id: '1-quienes-somos' }, '1. Quiénes somos'],
    [
      'p',
      null,
      ['x-brand-name', null],
      ' es un servicio de mercadeo. ',
      ['strong', null, 'No somos una compañía de seguros.'],
    ],
    ['h2', { id: '2-consentimiento' }, '2. Consentimiento para llamadas y mensajes'],
    [
      'p',
      null,
      'Su consentimiento no es una condición de compra. Puede llamarnos al ',
      ['x-phone-link', null],
      '.',
    ],
  ],
};
