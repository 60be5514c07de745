/**
 * The outbox's storage keys (shared by the visitor's tabs): one entry per waiting event under
 * `event`, the retry time the tabs share, the time of the last tracked event, and the single list
 * of earlier versions (read once, then removed).
 */
export const OUTBOX_KEYS = {
  event: 'event-outbox:',
  retryAt: 'event-outbox-retry-at',
  lastActivity: 'last-activity',
  legacyQueue: 'event-outbox',
} as const;
