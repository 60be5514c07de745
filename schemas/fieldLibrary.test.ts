import validator from '@rjsf/validator-ajv8';
import { describe, expect, it } from 'vitest';
import { fieldLibrary } from './fieldLibrary';

// Node-side check of the JSON Schema rules with RJSF's own AJV validator (the browser uses the
// same rules precompiled at build time).
const fields = Object.entries(fieldLibrary);

describe('field library (spec section 5)', () => {
  it.each(fields)('%s accepts its examples and rejects its counter-examples', (name, field) => {
    const schema = { type: 'object', properties: { [name]: field.schema } } as const;
    for (const example of field.examples) {
      expect(
        validator.isValid(schema as never, { [name]: example }, schema as never),
        `${name}: ${JSON.stringify(example)}`,
      ).toBe(true);
    }
    for (const counter of field.counterExamples) {
      expect(
        validator.isValid(schema as never, { [name]: counter }, schema as never),
        `${name}: ${JSON.stringify(counter)}`,
      ).toBe(false);
    }
  });

  it('never offers an option with an empty value', () => {
    for (const [name, field] of fields) {
      const options = (field.schema as { oneOf?: Array<{ const: unknown }> }).oneOf ?? [];
      for (const option of options) expect(option.const, name).not.toBe('');
    }
  });
});
