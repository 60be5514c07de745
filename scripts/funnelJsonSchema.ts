import { z } from 'zod';
import { funnelSchema } from '../schemas/funnel';
import { funnelExtensionSchema } from '../schemas/funnelExtension';

/** The JSON Schema of funnel files (a full funnel, or one that `extends` another), generated from the zod source so editors autocomplete them. */
export function funnelJsonSchema(): string {
  const schema = z.toJSONSchema(z.union([funnelSchema, funnelExtensionSchema]), {
    io: 'input',
    unrepresentable: 'any',
  });
  return `${JSON.stringify({ ...schema, title: 'Funnel definition', $id: 'funnel.schema.json' }, null, 2)}\n`;
}
