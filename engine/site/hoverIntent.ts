/** The hover card's timing (spec section 9). */
export const HOVER_CARD = { openDelayMs: 700, closeDelayMs: 300 } as const;

/** What a hover card's timing reacts to. */
export interface HoverIntent {
  /** Whether the card is open now. */
  readonly isOpen: () => boolean;
  /** The pointer entered the trigger or the card: open after the open delay (or stay open). */
  readonly pointerEnter: () => void;
  /** The pointer left the trigger or the card: close after the close delay. */
  readonly pointerLeave: () => void;
  /** Keyboard focus reached the trigger: open at once. */
  readonly focus: () => void;
  /** Focus left the trigger: close after the close delay, unless the pointer is still over it. */
  readonly blur: () => void;
  /** Escape: close at once. */
  readonly dismiss: () => void;
  /** Clears every timer (the component unmounts). */
  readonly dispose: () => void;
}

/**
 * The timing of a hover card (spec section 9): it opens after 700 ms of hover or at once on
 * focus, and closes 300 ms after the pointer (or focus) leaves, so the pointer can travel from
 * the link to the card without it closing; re-entering within that time keeps it open. Escape
 * closes it at once. `onChange` hears every open and close.
 *
 * @example
 * const intent = createHoverIntent((open) => setOpen(open));
 * link.onpointerenter = intent.pointerEnter;
 * link.onpointerleave = intent.pointerLeave;
 */
export function createHoverIntent(
  onChange: (open: boolean) => void,
  {
    openDelayMs = HOVER_CARD.openDelayMs,
    closeDelayMs = HOVER_CARD.closeDelayMs,
  }: { readonly openDelayMs?: number; readonly closeDelayMs?: number } = {},
): HoverIntent {
  let open = false;
  let hovered = false;
  let focused = false;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const cancel = () => {
    clearTimeout(timer);
    timer = undefined;
  };
  const set = (next: boolean) => {
    cancel();
    if (next === open) return;
    open = next;
    onChange(open);
  };
  const later = (next: boolean, delay: number) => {
    cancel();
    timer = setTimeout(() => set(next), delay);
  };
  const maybeClose = () => {
    if (hovered || focused) return;
    if (open) later(false, closeDelayMs);
    else cancel();
  };

  return {
    isOpen: () => open,
    pointerEnter() {
      hovered = true;
      if (open) cancel();
      else if (timer === undefined) later(true, openDelayMs);
    },
    pointerLeave() {
      hovered = false;
      maybeClose();
    },
    focus() {
      focused = true;
      set(true);
    },
    blur() {
      focused = false;
      maybeClose();
    },
    dismiss() {
      hovered = false;
      focused = false;
      set(false);
    },
    dispose: cancel,
  };
}
