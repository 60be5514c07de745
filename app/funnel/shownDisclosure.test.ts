// @vitest-environment jsdom
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { CompiledStep } from '../../engine/funnel/compiler/compileFunnel';
import type { Disclosure } from '../../schemas/consentDisclosure';
import {
  consentActOf,
  consentScriptValues,
  receiptPageUrl,
  shownDisclosure,
} from './shownDisclosure';

const disclosure: Disclosure = {
  id: 'tcpa',
  language: 'english',
  kinds: ['calls', 'texts'],
  checkboxes: 'perKind',
  versions: [
    { version: 1, text: 'Old text naming {brand} and {sellers}, long enough to be a disclosure.' },
    { version: 2, text: 'I agree that {brand} and {sellers} may call and text me about plans.' },
  ],
};
const step = {
  id: 'consent',
  type: 'regular',
  consent: { disclosure: 'tcpa' },
} as unknown as CompiledStep;
const brand = { name: 'Medicare 10', sellers: ['A', 'B'] };

describe('the disclosure a consent step shows', () => {
  it('is the current version rendered for the brand; none on other steps', () => {
    expect(shownDisclosure(step, { tcpa: disclosure }, brand)).toMatchObject({
      version: 2,
      text: 'I agree that Medicare 10 and A and B may call and text me about plans.',
    });
    expect(
      shownDisclosure({ ...step, consent: undefined } as CompiledStep, { tcpa: disclosure }, brand),
    ).toBeUndefined();
  });

  it('becomes an act with the SHA-256 of that text and the page without its query (personal parameters stay out)', async () => {
    const shown = shownDisclosure(step, { tcpa: disclosure }, brand)!;
    const act = await consentActOf(
      shown,
      { funnel: { id: 'medicare', version: 2 } as never, sha256: 'f'.repeat(64) },
      'https://m10.example/quiz/medicare/consent?firstname=Ann&phone=5550100#x',
      new Date('2026-11-25T17:00:00Z'),
    );
    expect(act).toEqual({
      disclosureId: 'tcpa',
      disclosureVersion: 2,
      text: shown.text,
      textSha256: createHash('sha256').update(shown.text).digest('hex'),
      sellers: ['A', 'B'],
      kinds: ['calls', 'texts'],
      givenAt: '2026-11-25T17:00:00.000Z',
      pageUrl: 'https://m10.example/quiz/medicare/consent',
      funnel: { id: 'medicare', version: 2, sha256: 'f'.repeat(64) },
    });
    expect(receiptPageUrl('https://x.example/a?b=c')).toBe('https://x.example/a');
  });

  it('reads the certificate and the token the consent scripts put in the page', () => {
    document.body.innerHTML =
      '<form><input type="hidden" name="xxTrustedFormCertUrl" id="xxTrustedFormCertUrl_0" value="https://cert.trustedform.com/abc"></form><input type="hidden" id="leadid_token" value="TOKEN">';
    expect(consentScriptValues(document)).toEqual({
      trustedFormCertificateId: 'https://cert.trustedform.com/abc',
      leadidId: 'TOKEN',
    });
    document.body.innerHTML = '';
    expect(consentScriptValues(document)).toEqual({});
  });
});
