// Apart from schemas/consentDisclosure.ts (zod): the funnel compiler and the consent step read
// these on the click path, and zod is kept out of the app's first chunks.

/** What a disclosure lets the sellers do: call, text, e-mail. */
export const consentKinds = ['calls', 'texts', 'email'] as const;
export type ConsentKind = (typeof consentKinds)[number];

/** The answer each kind's checkbox gives (the life form's consent flags, spec section 3); `one` asks `callConsent` alone. */
export const consentFieldOfKind = {
  calls: 'callConsent',
  texts: 'smsConsent',
  email: 'emailConsent',
} as const satisfies Record<ConsentKind, string>;

/** The checkbox answers a disclosure asks for, in order. */
export function consentFieldsOf(disclosure: {
  readonly kinds: readonly ConsentKind[];
  readonly checkboxes: 'perKind' | 'one';
}): string[] {
  return disclosure.checkboxes === 'one'
    ? [consentFieldOfKind.calls]
    : disclosure.kinds.map((kind) => consentFieldOfKind[kind]);
}
