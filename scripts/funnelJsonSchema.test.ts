import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { funnelJsonSchema } from './funnelJsonSchema';

it('the committed schemas/funnel.schema.json matches the zod source (run npm run schemas:generate)', () => {
  expect(readFileSync('schemas/funnel.schema.json', 'utf8')).toBe(funnelJsonSchema());
});
