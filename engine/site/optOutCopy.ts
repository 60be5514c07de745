/** The words of the opt-out form (ui/OptOutForm.tsx), in one language. */
export interface OptOutCopy {
  readonly title: string;
  readonly phone: string;
  readonly email: string;
  readonly submit: string;
  readonly sending: string;
  readonly needOne: string;
  readonly badPhone: string;
  readonly badEmail: string;
  readonly failed: string;
  readonly done: string;
}

/** English and Spanish words of the opt-out form. */
export const optOutCopy: Readonly<Record<'english' | 'spanish', OptOutCopy>> = {
  english: {
    title: 'Opt out of calls, texts and e-mails',
    phone: 'Phone number',
    email: 'Email',
    submit: 'Opt out',
    sending: 'Saving your opt-out…',
    needOne: 'Give a phone number or an e-mail address.',
    badPhone: 'Give a 10-digit US phone number, such as 404-555-0188.',
    badEmail: 'Give an e-mail address, such as name@example.com.',
    failed:
      'Your opt-out could not be saved just now. Try again in a moment, or call us at the number above.',
    done: 'Thank you: you are opted out. From now on no request with this phone number or e-mail address goes to our partners, and our own calls, texts and e-mails to it stop within 10 business days.',
  },
  spanish: {
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
};
