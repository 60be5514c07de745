import { z } from 'zod';

/**
 * One tracked event as the site posts it to `POST /api/event/create` (DESIGN.md section 4).
 * `properties.id` is the event id: the server stores each id once.
 */
export const trackedEventSchema = z
  .object({
    type: z.literal('track'),
    event: z.string().min(1).max(100),
    timestamp: z.iso.datetime({ offset: true }),
    sessionId: z.string().min(1).max(100),
    anonymousId: z.string().min(1).max(100),
    properties: z.looseObject({
      id: z.uuid({ error: 'properties.id must be a UUID (the event id).' }),
      website: z.string().max(200).optional(),
      paid: z.boolean().optional(),
    }),
  })
  .strict();

/**
 * The body of `POST /api/event/create`: one event or a batch of up to 100, read as a batch
 * (so an error names the event by its index: `0.properties.id`).
 */
export const eventCreateBodySchema = z.preprocess(
  (body): unknown[] => (Array.isArray(body) ? (body as unknown[]) : [body]),
  z.array(trackedEventSchema).min(1, { error: 'The batch is empty.' }).max(100, { error: 'Send at most 100 events at once.' }),
);

export type TrackedEvent = z.infer<typeof trackedEventSchema>;
