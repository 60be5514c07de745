// `npm run schemas:generate`: writes schemas/funnel.schema.json from schemas/funnel.ts.
import { writeFileSync } from 'node:fs';
import { funnelJsonSchema } from './funnelJsonSchema';

writeFileSync('schemas/funnel.schema.json', funnelJsonSchema());
console.log('Wrote schemas/funnel.schema.json');
