import { describe, expect, it } from 'vitest';
import { conditionInWords } from './conditionInWords';

describe('conditionInWords', () => {
  it('writes yes/no answers as Yes and No', () => {
    expect(
      conditionInWords({
        properties: { haveMedicare: { const: false } },
        required: ['haveMedicare'],
      }),
    ).toBe('haveMedicare is No');
    expect(
      conditionInWords({
        properties: { currentlyInsured: { const: true } },
        required: ['currentlyInsured'],
      }),
    ).toBe('currentlyInsured is Yes');
  });

  it('says when a rule also holds for an answer never given', () => {
    expect(conditionInWords({ properties: { haveMedicare: { const: false } } })).toBe(
      'haveMedicare is No (or not answered)',
    );
    expect(conditionInWords({ properties: { dob: { type: 'null' } } })).toBe(
      'dob was skipped or not answered',
    );
  });

  it('writes lists, ranges and types', () => {
    expect(
      conditionInWords({
        properties: { state: { enum: ['CA', 'NY', 'TX'] } },
        required: ['state'],
      }),
    ).toBe('state is one of CA, NY or TX');
    expect(
      conditionInWords({
        properties: { age: { type: 'integer', minimum: 65 } },
        required: ['age'],
      }),
    ).toBe('age is a whole number and is at least 65');
    expect(
      conditionInWords({ properties: { age: { minimum: 18, maximum: 64 } }, required: ['age'] }),
    ).toBe('age is between 18 and 64');
    expect(conditionInWords({ properties: { age: { maximum: 64 } }, required: ['age'] })).toBe(
      'age is at most 64',
    );
  });

  it('joins clauses with "and", answers only required as answered, nothing as always', () => {
    expect(
      conditionInWords({
        properties: { haveMedicaid: { const: true } },
        required: ['haveMedicaid', 'zipcode'],
      }),
    ).toBe('haveMedicaid is Yes and zipcode is answered');
    expect(conditionInWords({})).toBe('always');
  });
});
