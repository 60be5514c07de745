/** The ad marketplace's request version (spec section 9). */
export const PROVIDER_VERSION = 17;
/** Seconds a leased number stays ours (spec section 9). */
export const PHONE_LEASE_SECONDS = 300;
