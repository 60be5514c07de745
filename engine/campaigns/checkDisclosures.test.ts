import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { checkDisclosures } from './checkDisclosures';
import { listOfNames, renderDisclosure } from '../consent/renderDisclosure';
import { sha256Hex } from '../consent/sha256Hex';

const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');
const v1 =
  'I agree that {brand} and {sellers} may call me about insurance plans at the number I give.';
const v2 =
  'I agree that {brand} and {sellers} may call and text me about insurance plans at the number I give.';
const file = (
  versions: { version: number; text: string }[],
  extra: Record<string, unknown> = {},
) => ({
  file: 'campaigns/consents/tcpa.english.json',
  name: 'tcpa.english',
  json: {
    id: 'tcpa',
    language: 'english',
    kinds: ['calls'],
    checkboxes: 'one',
    versions,
    ...extra,
  },
});

describe('checkDisclosures', () => {
  it('accepts a disclosure whose versions match the lock', () => {
    const result = checkDisclosures(
      [file([{ version: 1, text: v1 }])],
      { 'tcpa.english@1': sha256(v1) },
      sha256,
    );
    expect(result.problems).toEqual([]);
    expect(result.disclosures.map((d) => d.id)).toEqual(['tcpa']);
  });

  it('refuses an edited old version, naming the version to add instead', () => {
    const result = checkDisclosures(
      [file([{ version: 1, text: v2 }])],
      { 'tcpa.english@1': sha256(v1) },
      sha256,
    );
    expect(result.problems).toEqual([
      expect.objectContaining({
        pointer: '/versions/0/text',
        message: expect.stringContaining('add the new text as version 2'),
      }),
    ]);
  });

  it('accepts a new version added after the locked one once locked, and reports it unlocked before', () => {
    const before = checkDisclosures(
      [
        file([
          { version: 1, text: v1 },
          { version: 2, text: v2 },
        ]),
      ],
      { 'tcpa.english@1': sha256(v1) },
      sha256,
    );
    expect(before.unlocked).toEqual({ 'tcpa.english@2': sha256(v2) });
    expect(before.problems[0]?.message).toContain('--lock');
    const after = checkDisclosures(
      [
        file([
          { version: 1, text: v1 },
          { version: 2, text: v2 },
        ]),
      ],
      { 'tcpa.english@1': sha256(v1), 'tcpa.english@2': sha256(v2) },
      sha256,
    );
    expect(after.problems).toEqual([]);
  });

  it('refuses a locked version removed from its file, a misnamed file, unknown placeholders and versions out of order', () => {
    expect(
      checkDisclosures(
        [file([{ version: 1, text: v1 }])],
        { 'tcpa.english@1': sha256(v1), 'tcpa.english@2': sha256(v2) },
        sha256,
      ).problems[0]?.message,
    ).toContain('gone from its file');
    expect(
      checkDisclosures([{ ...file([{ version: 1, text: v1 }]), name: 'other.english' }], {}, sha256)
        .problems[0]?.message,
    ).toContain('rename this file to tcpa.english.json');
    expect(
      checkDisclosures([file([{ version: 1, text: `${v1} {seller}` }])], {}, sha256).problems[0]
        ?.message,
    ).toContain('{brand} and {sellers}');
    expect(
      checkDisclosures([file([{ version: 2, text: v1 }])], {}, sha256).problems[0]?.message,
    ).toContain('1, 2, 3');
  });
});

describe('renderDisclosure', () => {
  it('fills the brand and the sellers as a sentence lists them, in each language', () => {
    expect(renderDisclosure(v1, { name: 'Medicare 10', sellers: ['A', 'B', 'C'] }, 'english')).toBe(
      'I agree that Medicare 10 and A, B and C may call me about insurance plans at the number I give.',
    );
    expect(listOfNames(['A', 'B'], 'spanish')).toBe('A y B');
    expect(listOfNames(['A'], 'english')).toBe('A');
  });

  it('hashes the text as Node does (the receipt and the server agree)', async () => {
    expect(await sha256Hex('Consentimiento “sí”')).toBe(sha256('Consentimiento “sí”'));
  });
});
