import { z } from 'zod';
import { funnelSchema } from '../schemas/funnel';

/** The JSON Schema of funnel files, generated from the zod source so editors autocomplete them. */
export function funnelJsonSchema(): string {
  const schema = z.toJSONSchema(funnelSchema, { io: 'input', unrepresentable: 'any' });
  return `${JSON.stringify({ ...schema, title: 'Funnel definition', $id: 'funnel.schema.json' }, null, 2)}\n`;
}
