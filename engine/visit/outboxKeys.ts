/**
 * The outbox's storage keys (shared by the visitor's tabs): one entry per waiting event under
 * `event`, the retry time the tabs share, and the time of the last tracked event.
 */
export const OUTBOX_KEYS = {
  event: 'event-outbox:',
  retryAt: 'event-outbox-retry-at',
  lastActivity: 'last-activity',
} as const;
