/** Request bytes the event route holds at once; see {@link createIntakeBudget}. */
export interface IntakeBudget {
  /** Takes `bytes` of the budget, or answers undefined when they do not fit. Call the returned function once the request is answered. */
  tryTake(bytes: number): (() => void) | undefined;
  /** Bytes held by requests being read, parsed, stored or answered now. */
  readonly inUse: number;
}

/**
 * The bound that keeps the event route fast and its memory flat past capacity: the bytes of the
 * requests it is working on (reading, parsing, waiting for their INSERT). The route takes each
 * chunk of a body as it is read (`readBodyWithin`), never a declared length ahead of the
 * bytes: a slow upload holds what it sent, not what it promised. A chunk that does not fit refuses
 * its request before anything is parsed, so a flood costs an answer each, not a parse each, and
 * the requests let in are answered within about the time the database needs for the budget.
 *
 * Per process: with several processes on one database, size each budget to its share (docs/server.md,
 * "Limits on input, time and intake").
 *
 * Bytes rather than requests: one request may carry one event or a hundred, and both the CPU to
 * parse it and the rows to write grow with its size. A budget in use by nobody lets any request
 * in, so one larger than the whole budget is not refused forever.
 *
 * @example const budget = createIntakeBudget(2 * 1024 * 1024); const release = budget.tryTake(bytes);
 */
export function createIntakeBudget(maxBytes: number): IntakeBudget {
  let inUse = 0;
  return {
    tryTake(bytes) {
      if (inUse > 0 && inUse + bytes > maxBytes) return undefined;
      inUse += bytes;
      let released = false;
      return () => {
        if (released) return;
        released = true;
        inUse -= bytes;
      };
    },
    get inUse() {
      return inUse;
    },
  };
}
