import { z } from 'zod';
import { plausibleDateTime } from './plausibleTime';

/**
 * One tracked event as the site posts it to `POST /api/event/create` (DESIGN.md section 4).
 * `properties.id` is the event id: the server stores each id once.
 */
export const trackedEventSchema = z
  .object({
    type: z.literal('track'),
    event: z.string().min(1).max(100),
    timestamp: plausibleDateTime('timestamp'),
    sessionId: z.string().min(1).max(100),
    anonymousId: z.string().min(1).max(100),
    properties: z.looseObject({
      id: z.uuid({ error: 'properties.id must be a UUID (the event id).' }),
      website: z.string().max(200).optional(),
      paid: z.boolean().optional(),
    }),
  })
  .strict();

export type TrackedEvent = z.infer<typeof trackedEventSchema>;
