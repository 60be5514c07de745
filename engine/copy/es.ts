import { legal } from 'virtual:content/legal';
import { products } from 'virtual:content/products';
import type { UiCopy } from './uiCopy';

// Said by the funnel's call screen and the call page alike.
const callLead = 'Llame ahora a un agente con licencia';
const leasedNote = 'Esta línea está reservada para usted durante los próximos minutos.';

/** Every word the site's code writes in Spanish: the keys of engine/copy/en.ts, each one. */
export const es = {
  funnel: {
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
    callLead,
    leasedNote,
    availability: 'Disponibilidad',
    lowBid:
      'Los agentes están ocupados en este momento. Llame y lo comunicaremos con el próximo agente con licencia disponible.',
    highBid: 'Hay agentes con licencia disponibles ahora para revisar sus opciones.',
    exitTitle: 'Antes de irse',
    exitBody:
      'Un agente con licencia puede revisar en pocos minutos los planes y beneficios disponibles para usted.',
    close: 'Cerrar',
  },
  chat: {
    title: (brandName) => `Asistente de planes de ${brandName}`,
    status: 'En línea',
    greeting: '¡Hola! Le haré unas preguntas rápidas, una a la vez. Toma unos dos minutos.',
    conversation: 'Conversación',
    youSaid: 'Usted dijo:',
    edit: 'Editar',
    editAnswer: (question) => `Editar su respuesta: ${question}`,
    skipped: 'Omitida',
    previousAnswer: '(su respuesta anterior)',
  },
  call: {
    lead: callLead,
    leasedNote,
    loading: 'Buscando una línea disponible…',
    free: 'Llamada gratis y sin compromiso',
    hours: 'Horario',
  },
  listing: {
    title: 'Ofertas en su área',
    disclosure: 'Anuncios patrocinados. Podemos recibir un pago cuando usted elige una oferta.',
    sponsored: 'Anuncio',
    loading: 'Cargando ofertas para su área…',
    visitSite: 'Visitar sitio',
    newTab: 'se abre en una pestaña nueva',
    orCall: 'o llame al',
    callNow: 'Llamar ahora',
    clickOfferTitle: 'Oferta patrocinada',
    callOfferTitle: 'Hable con un agente con licencia',
    emptyTitle: 'No hay ofertas para su área en este momento',
    errorTitle: 'No pudimos cargar las ofertas en este momento',
    fallbackLine:
      'Un agente de seguros con licencia puede revisar sus opciones con usted en una llamada gratuita y sin compromiso.',
    zipPrompt: 'Escriba su código postal para ver las ofertas disponibles donde vive.',
    zipLabel: 'Código postal',
    zipSubmit: 'Ver ofertas',
    zipInvalid: 'Código postal no es válido.',
  },
  site: {
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
  optOut: {
    title: 'Dejar de recibir llamadas, mensajes de texto y correos',
    phone: 'Número de teléfono',
    email: 'Correo electrónico',
    submit: 'Darme de baja',
    sending: 'Guardando su solicitud…',
    needOne: 'Indique un número de teléfono o un correo electrónico.',
    badPhone: 'Indique un número de teléfono de EE. UU. de 10 dígitos, por ejemplo 404-555-0188.',
    badEmail: 'Indique un correo electrónico, por ejemplo nombre@ejemplo.com.',
    failed:
      'No pudimos guardar su solicitud en este momento. Inténtelo de nuevo en un momento o llámenos al número de arriba.',
    done: 'Gracias: usted se dio de baja. Desde ahora ninguna solicitud con este número de teléfono o correo electrónico llega a nuestros socios, y nuestras propias llamadas, mensajes y correos a él se detienen en un plazo de 10 días hábiles.',
  },
  template: {
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
  },
} satisfies UiCopy;
