/** Exit-intent options and their defaults (spec section 3), without zod: pages ship them. */
export const exitIntentDefaults = {
  repeatAfterDays: 0,
  scrollPercentageToTrigger: 0,
  delaySecondsAndTrigger: 0,
  triggerOnExitIntent: true,
  touchDeviceSensitivity: 15,
  scrollDebounceMillis: 300,
  triggerOnPageLoad: false,
  handleScrollBars: false,
  setupBeforeMount: false,
  inactiveSeconds: 0,
} as const;
