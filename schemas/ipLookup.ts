/**
 * What `GET /api/ip` answers (spec section 3, "IP lookup: value and geo"). Plain types: the
 * browser reads them on every page without loading zod.
 */

/** Where an IP is, from the data sets the server ships; each field null when not known. */
export interface IpGeo {
  readonly cityName: string | null;
  /** USPS state code (`CA`) of a US address. */
  readonly stateCode: string | null;
  /** The postal code as the data set has it (a 5-digit ZIP code for most US addresses). */
  readonly postalCode: string | null;
  /** The address's network operator (its AS organisation). */
  readonly isp: string | null;
  /** ISO 3166-1 alpha-2 (`US`): a postal code is a ZIP code only in the US. */
  readonly countryCode: string | null;
}

/** The visitor's IP (null when the server cannot tell) and its geo. */
export interface IpLookup {
  readonly value: string | null;
  readonly geo: IpGeo;
}
