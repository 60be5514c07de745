import { currentVersion, renderDisclosure } from '../../engine/consent/renderDisclosure';
import { sha256Hex } from '../../engine/consent/sha256Hex';
import type { CompiledStep } from '../../engine/funnel/compiler/compileFunnel';
import type { Brand } from '../../schemas/brand';
import type { Disclosure } from '../../schemas/consentDisclosure';
import { consentFieldOfKind } from '../../schemas/consentKinds';
import type { ConsentAct } from '../../schemas/consentReceipt';
import type { LoadedFunnel } from './funnelRegistry';

/** A disclosure as one visitor reads it: the current version's text for this brand. */
export interface ShownDisclosure {
  readonly disclosure: Disclosure;
  readonly version: number;
  readonly text: string;
  readonly sellers: readonly string[];
}

/** The disclosure a consent step shows on this brand; undefined on any other step. */
export function shownDisclosure(
  step: CompiledStep | undefined,
  disclosures: LoadedFunnel['disclosures'],
  brand: Pick<Brand, 'name' | 'sellers'>,
): ShownDisclosure | undefined {
  if (!step || step.type === 'final' || !step.consent) return undefined;
  const disclosure = disclosures[step.consent.disclosure];
  if (!disclosure) return undefined;
  const { version, text } = currentVersion(disclosure);
  return {
    disclosure,
    version,
    text: renderDisclosure(text, brand, disclosure.language),
    sellers: brand.sellers,
  };
}

/** A consent step's checkboxes as explicit answers: checked is true, anything else false. */
export function consentBoxes(
  step: CompiledStep | undefined,
  answers: Readonly<Record<string, unknown>>,
): Record<string, boolean> {
  if (!step || step.type === 'final') return {};
  const asked = Object.keys(step.form.schema.properties as object).filter((name) =>
    (Object.values(consentFieldOfKind) as string[]).includes(name),
  );
  return Object.fromEntries(asked.map((name) => [name, answers[name] === true]));
}

/** The page's address without query and hash: campaign and personal parameters stay out of the receipt. */
export function receiptPageUrl(href: string): string {
  const url = new URL(href);
  return `${url.origin}${url.pathname}`;
}

/**
 * The visitor's act on a consent step, as the machine keeps it: the text shown and its SHA-256,
 * the sellers, the disclosure's kinds (the machine keeps those whose boxes were checked), the
 * time, the page and the funnel.
 */
export async function consentActOf(
  shown: ShownDisclosure,
  loaded: Pick<LoadedFunnel, 'funnel' | 'sha256'>,
  pageHref: string,
  now: Date,
): Promise<ConsentAct> {
  return {
    disclosureId: shown.disclosure.id,
    disclosureVersion: shown.version,
    text: shown.text,
    textSha256: await sha256Hex(shown.text),
    sellers: [...shown.sellers],
    kinds: [...shown.disclosure.kinds],
    givenAt: now.toISOString(),
    pageUrl: receiptPageUrl(pageHref),
    funnel: { id: loaded.funnel.id, version: loaded.funnel.version, sha256: loaded.sha256 },
  };
}

/**
 * What TrustedForm's and Jornaya's scripts put in the page (hidden inputs, see PITFALLS), as the
 * step's answers `trustedFormCertificateId` and `leadidId`; nothing when they did not run.
 */
export function consentScriptValues(doc: Pick<Document, 'querySelector'>): Record<string, string> {
  const read = (selector: string) => {
    const input = doc.querySelector<HTMLInputElement>(selector);
    return input && input.value !== '' ? input.value : undefined;
  };
  const cert = read('input[name="xxTrustedFormCertUrl"]');
  const token = read('input#leadid_token');
  return {
    ...(cert !== undefined && { trustedFormCertificateId: cert }),
    ...(token !== undefined && { leadidId: token }),
  };
}
