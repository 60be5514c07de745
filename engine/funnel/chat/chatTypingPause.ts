/** The timers a pause runs on (the browser's, or fake ones in tests). */
export interface PauseTimers {
  readonly setTimeout: (callback: () => void, ms: number) => unknown;
  readonly clearTimeout: (handle: never) => void;
}

/** The typing pause before a new question: long enough to read as typing, short enough never to stall. */
export const TYPING_PAUSE = { baseMs: 500, perCharacterMs: 10, maxMs: 1100 } as const;

/**
 * How long the assistant "types" before asking a question: a little longer for a longer
 * question, from {@link TYPING_PAUSE} `baseMs` up to `maxMs`. None when the visitor asked for
 * reduced motion: the question simply appears.
 *
 * @example typingPauseMs('What is your ZIP code?', false) // 720
 */
export function typingPauseMs(question: string, reducedMotion: boolean): number {
  if (reducedMotion) return 0;
  return Math.min(
    TYPING_PAUSE.maxMs,
    TYPING_PAUSE.baseMs + question.length * TYPING_PAUSE.perCharacterMs,
  );
}

/**
 * Starts a pause of `ms` and calls `done` when it ends; the returned function cancels it (the
 * visitor went elsewhere first, or the view unmounted), so `done` never fires late.
 *
 * @example const cancel = startTypingPause(720, () => showQuestion()); // later: cancel()
 */
export function startTypingPause(
  ms: number,
  done: () => void,
  timers: PauseTimers = globalThis,
): () => void {
  let pending = true;
  const handle = timers.setTimeout(() => {
    pending = false;
    done();
  }, ms);
  return () => {
    if (pending) timers.clearTimeout(handle as never);
    pending = false;
  };
}
