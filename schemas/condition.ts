import { z } from 'zod';

const scalar = z.union([z.string(), z.number(), z.boolean(), z.null()]);

/**
 * The rule one answer must meet: a small subset of JSON Schema keywords, so that every branch
 * condition can be evaluated without a schema compiler and checked statically.
 */
const answerRuleSchema = z
  .object({
    const: scalar.optional(),
    enum: z.array(scalar).min(1).optional(),
    type: z.enum(['string', 'number', 'integer', 'boolean', 'null']).optional(),
    minimum: z.number().optional(),
    maximum: z.number().optional(),
  })
  .strict();

/**
 * A `when` condition of a transition: a JSON Schema over all answers so far. Only `properties`
 * (one rule per answer) and `required` (answers that must be present and not null) are allowed.
 *
 * @example { "properties": { "haveMedicare": { "const": false } } }
 */
export const conditionSchema = z
  .object({
    properties: z.record(z.string(), answerRuleSchema).optional(),
    required: z.array(z.string()).optional(),
  })
  .strict();

export type AnswerRule = z.infer<typeof answerRuleSchema>;
export type Condition = z.infer<typeof conditionSchema>;
