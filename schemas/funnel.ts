import { z } from 'zod';
import { conditionSchema } from './condition';
import { effectCatalogue, type EnterEffect, type SubmitEffect } from './effects';
import { isFieldName } from './fieldLibrary';

const stepIdSchema = z.string().regex(/^[a-z][a-z0-9-]*$/, {
  error: 'A step id is lower-case letters, digits and dashes, starting with a letter.',
});

const answerNameSchema = z.string().regex(/^[A-Za-z][A-Za-z0-9]*$/, {
  error: 'A field name is letters and digits, starting with a letter.',
});

const fieldRefSchema = z
  .object({
    $ref: z
      .string()
      .regex(/^fields#\/[A-Za-z][A-Za-z0-9]*$/, {
        error: 'A field reference looks like "fields#/zipcode".',
      })
      .refine((ref) => isFieldName(ref.slice('fields#/'.length)), {
        error: (issue) =>
          `Unknown field ${String(issue.input)}. Use a field of schemas/fieldLibrary.ts or add it there.`,
      }),
    title: z.string().min(1).optional(),
    message: z.string().min(1).optional(),
  })
  .strict();

function effectList<Name extends string>(on: 'enter' | 'submit') {
  const known = Object.entries(effectCatalogue)
    .filter(([, effect]) => effect.on === on)
    .map(([name]) => name);
  const other = on === 'enter' ? 'onSubmit' : 'onEnter';
  return z
    .array(
      z.string().superRefine((name, ctx) => {
        if (known.includes(name)) return;
        const misplaced = Object.hasOwn(effectCatalogue, name);
        ctx.addIssue({
          code: 'custom',
          message: misplaced
            ? `"${name}" runs on ${on === 'enter' ? 'submit' : 'enter'}: move it to "${other}".`
            : `Unknown effect "${name}". Known ${on} effects: ${known.join(', ')}.`,
        });
      }),
    )
    .default([])
    .transform((names) => names as Name[]);
}

/** How the URL follows when the visitor leaves a step. */
const navigationSchema = z
  .object({
    /** Replace the step's history entry, so Back skips it (an interstitial, a loading step). */
    replace: z.boolean().default(false),
    /** Keep the query string (campaign parameters) in the next step's URL. */
    keepQuery: z.boolean().default(true),
  })
  .strict()
  .default({ replace: false, keepQuery: true });

/** What a consent step asks: the disclosure it shows (its id in `campaigns/consents/`). */
const consentStepSchema = z
  .object({
    disclosure: z.string().regex(/^[a-z][a-z0-9-]*$/, {
      error:
        'A disclosure id is lower-case letters, digits and dashes (a file of campaigns/consents/).',
    }),
  })
  .strict();

/** A transition out of a step; the first whose `when` matches the answers is taken. */
const transitionSchema = z.object({ when: conditionSchema.optional(), to: stepIdSchema }).strict();

const questionStepSchema = z
  .object({
    type: z.enum(['regular', 'auxiliary']),
    title: z
      .string()
      .min(1, { error: 'Every step needs a title: it is the heading visitors read.' }),
    description: z.string().optional(),
    fields: z.record(answerNameSchema, fieldRefSchema),
    required: z.array(answerNameSchema).default([]),
    ui: z.record(z.string(), z.record(z.string(), z.unknown())).default({}),
    next: z.union([stepIdSchema, z.array(transitionSchema).min(1)]).optional(),
    skippable: z.boolean().default(false),
    submitLabel: z.string().min(1).optional(),
    /**
     * Makes this a consent step: the disclosure (`campaigns/consents/<id>.<language>.json`) is
     * shown in full beside the submit button, its checkboxes are the step's consent fields, and
     * the funnel does not go on until the calls box is checked.
     */
    consent: consentStepSchema.optional(),
    onEnter: effectList<EnterEffect>('enter'),
    onSubmit: effectList<SubmitEffect>('submit'),
    navigation: navigationSchema,
  })
  .strict()
  .superRefine((step, ctx) => {
    for (const [index, name] of step.required.entries()) {
      if (!Object.hasOwn(step.fields, name)) {
        ctx.addIssue({
          code: 'custom',
          path: ['required', index],
          message: `"${name}" is required but is not a field of this step. Add it to "fields" or remove it from "required".`,
        });
      }
    }
  });

const finalStepSchema = z
  .object({
    type: z.literal('final'),
    title: z
      .string()
      .min(1, { error: 'Every step needs a title: it is the heading visitors read.' }),
    description: z.string().optional(),
    onEnter: effectList<EnterEffect>('enter'),
  })
  .strict();

/** One step of a funnel: a question step (regular or auxiliary) or the final step. */
const stepSchema = z.discriminatedUnion('type', [questionStepSchema, finalStepSchema], {
  error: 'A step "type" is one of "regular", "auxiliary" or "final".',
});

/**
 * A funnel definition file as product owners write it (`funnels/*.json`).
 *
 * @example parseFunnel(JSON.parse(text)) // throws FunnelError listing every problem
 */
export const funnelSchema = z
  .object({
    $schema: z.string().optional(),
    id: z.string().regex(/^[a-z][a-z0-9-]*$/, {
      error: 'A funnel id is lower-case letters, digits and dashes; it is also the URL segment.',
    }),
    version: z
      .int()
      .positive({ error: 'The version is a whole number above 0; raise it when steps change.' }),
    product: z.enum(['medicare', 'auto', 'life']),
    language: z.enum(['english', 'spanish']).default('english'),
    initial: stepIdSchema,
    steps: z.record(stepIdSchema, stepSchema).refine((steps) => Object.keys(steps).length > 0, {
      error: 'A funnel needs at least one step.',
    }),
    /**
     * How this version's steps map from the previous one (`{ "version": 1, "steps": { "birth": "dateOfBirth" } }`):
     * a visitor mid-funnel at an old step continues at its new step, answers kept. A step not listed
     * keeps its id. Without it, the visitor continues at the first step lacking an answer.
     */
    from: z
      .object({
        version: z.int().positive(),
        steps: z.record(stepIdSchema, stepIdSchema).default({}),
      })
      .strict()
      .optional(),
  })
  .strict()
  .superRefine((funnel, ctx) => {
    const known = Object.keys(funnel.steps);
    const hint = `Known steps: ${known.join(', ')}.`;
    if (!Object.hasOwn(funnel.steps, funnel.initial)) {
      ctx.addIssue({
        code: 'custom',
        path: ['initial'],
        message: `The initial step "${funnel.initial}" does not exist. ${hint}`,
      });
    }
    for (const [id, step] of Object.entries(funnel.steps)) {
      if (step.type === 'final' || step.next === undefined) continue;
      const targets =
        typeof step.next === 'string'
          ? [{ to: step.next, path: ['next'] }]
          : step.next.map((t, i) => ({ to: t.to, path: ['next', i, 'to'] }));
      for (const target of targets) {
        if (!Object.hasOwn(funnel.steps, target.to)) {
          ctx.addIssue({
            code: 'custom',
            path: ['steps', id, ...target.path],
            message: `Step "${target.to}" does not exist. ${hint}`,
          });
        }
      }
    }
  });

export type FunnelDefinition = z.infer<typeof funnelSchema>;
export type StepDefinition = z.infer<typeof stepSchema>;
export type QuestionStep = z.infer<typeof questionStepSchema>;
export type Transition = z.infer<typeof transitionSchema>;
