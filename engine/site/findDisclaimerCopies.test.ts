import { describe, expect, it } from 'vitest';
import { findDisclaimerCopies } from './findDisclaimerCopies';
import { showsTpmoDisclaimer } from './showsTpmoDisclaimer';

const marks = {
  file: 'campaigns/disclaimers/tpmo.english.json',
  copies: [
    'We do not offer every plan available in your area',
    'not connected with or endorsed by',
  ],
};

describe('findDisclaimerCopies', () => {
  it('finds a copy however its lines wrap and its words are emphasised, on the line it starts', () => {
    const markdown =
      'Intro.\n\n*Paid ads. We do not offer every\nplan available in _your_ area. Please call.*\n';
    expect(findDisclaimerCopies(markdown, marks)).toEqual([
      { line: 3, phrase: 'We do not offer every plan available in your area' },
    ]);
  });

  it('finds each phrase, in any case', () => {
    expect(
      findDisclaimerCopies(':brand-name is Not Connected With or endorsed by anyone.', marks).map(
        (copy) => copy.line,
      ),
    ).toEqual([1]);
  });

  it('finds nothing in a body that only talks about Medicare', () => {
    expect(
      findDisclaimerCopies('You can call 1-800-MEDICARE or visit Medicare.gov.', marks),
    ).toEqual([]);
  });
});

describe('showsTpmoDisclaimer', () => {
  it('shows on Medicare product lines and on general pages of Medicare brands, not on auto or life', () => {
    expect(showsTpmoDisclaimer('otc', 'm10')).toBe(true);
    expect(showsTpmoDisclaimer('reviews', 'bh')).toBe(true);
    expect(showsTpmoDisclaimer('general', 'm10es')).toBe(true);
    expect(showsTpmoDisclaimer('general', 'tqg')).toBe(false);
    expect(showsTpmoDisclaimer('general', 'wc')).toBe(false);
    expect(showsTpmoDisclaimer('auto', 'tqg')).toBe(false);
    expect(showsTpmoDisclaimer('life', 'wc')).toBe(false);
  });
});
