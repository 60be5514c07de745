/** The words the offer listing writes around the ads, in the page's language. */
export interface ListingCopy {
  /** The heading of the offers section. */
  readonly title: string;
  /** Under the heading: these are ads. */
  readonly disclosure: string;
  /** The badge on every card. */
  readonly sponsored: string;
  /** Read by screen readers while the offers load. */
  readonly loading: string;
  readonly visitSite: string;
  /** Said after a link that opens a new tab. */
  readonly newTab: string;
  /** Before a card's number. */
  readonly orCall: string;
  readonly callNow: string;
  /** The heading of a shape B card (no advertiser name): a click ad, a call ad. */
  readonly clickOfferTitle: string;
  readonly callOfferTitle: string;
  /** The fallback: no offers, or the offers failed. */
  readonly emptyTitle: string;
  readonly errorTitle: string;
  readonly fallbackLine: string;
  /** The ZIP code question when the visit has none. */
  readonly zipPrompt: string;
  readonly zipLabel: string;
  readonly zipSubmit: string;
  readonly zipInvalid: string;
}

/** English and Spanish copy of the offer listing. */
export const listingCopy: Readonly<Record<'english' | 'spanish', ListingCopy>> = {
  english: {
    title: 'Offers in your area',
    disclosure: 'Sponsored listings. We may be paid when you select an offer.',
    sponsored: 'Ad',
    loading: 'Loading offers for your area…',
    visitSite: 'Visit site',
    newTab: 'opens in a new tab',
    orCall: 'or call',
    callNow: 'Call now',
    clickOfferTitle: 'Sponsored offer',
    callOfferTitle: 'Talk with a licensed agent',
    emptyTitle: 'No offers to show for your area right now',
    errorTitle: 'We could not load the offers just now',
    fallbackLine:
      'A licensed insurance agent can go over your options with you on a free, no-obligation call.',
    zipPrompt: 'Enter your ZIP code to see the offers available where you live.',
    zipLabel: 'ZIP code',
    zipSubmit: 'Show offers',
    zipInvalid: 'ZIP code is not valid.',
  },
  spanish: {
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
};
