/**
 * The named side effects a funnel step may run (DESIGN section 3). The engine implements them as
 * actors; this catalogue is what the format and the verifier know of them.
 */
export interface EffectInfo {
  /** `enter` effects start when the step is entered; `submit` effects run on submit and may refuse it. */
  readonly on: 'enter' | 'submit';
  /** Answers that must have been given (required, not skippable) on every path before it runs. */
  readonly needs: readonly string[];
  /** What it does, for error messages and docs. */
  readonly summary: string;
  /** It sends the visitor's answers (personal data) to the marketplace: a lead. Consent must come first. */
  readonly sendsLead?: boolean;
}

export const effectCatalogue = {
  demandCheck: {
    on: 'enter',
    needs: ['zipcode'],
    summary: 'asks the ad marketplace for a bid for the visitor (spec section 7, demand-check)',
  },
  leasePhone: {
    on: 'enter',
    needs: [],
    summary: 'leases a phone number to call for 300 s (spec section 7, get-phone)',
    sendsLead: true,
  },
  checkZip: {
    on: 'submit',
    needs: ['zipcode'],
    summary: 'refuses a ZIP code that does not exist in the US (GET /api/location)',
  },
} as const satisfies Record<string, EffectInfo>;

type EffectName = keyof typeof effectCatalogue;
export type EnterEffect = {
  [K in EffectName]: (typeof effectCatalogue)[K]['on'] extends 'enter' ? K : never;
}[EffectName];
export type SubmitEffect = {
  [K in EffectName]: (typeof effectCatalogue)[K]['on'] extends 'submit' ? K : never;
}[EffectName];
