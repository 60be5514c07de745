import { describe, expect, it } from 'vitest';
import { withStepMessages } from './stepFormRules';

describe('withStepMessages', () => {
  it("gives each field one message: the funnel's own, else `{field} is not valid.`", () => {
    const errors = [
      { property: '.zipcode', message: 'must match pattern', stack: '' },
      { property: '.zipcode', message: 'must be string', stack: '' },
      { property: '.lastName', message: 'must NOT have fewer than 1 characters', stack: '' },
    ];
    expect(
      withStepMessages(errors, { zipcode: 'Please enter a 5-digit ZIP code.' }).map((error) => [
        error.property,
        error.message,
      ]),
    ).toEqual([
      ['.zipcode', 'Please enter a 5-digit ZIP code.'],
      ['.lastName', 'lastName is not valid.'],
    ]);
  });
});
