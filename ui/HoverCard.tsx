import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type FocusEventHandler,
  type PointerEventHandler,
  type ReactNode,
  type RefCallback,
} from 'react';
import { createHoverIntent, HOVER_CARD } from '../engine/site/hoverIntent';
import './HoverCard.css';

/** What the trigger element must carry (spread them onto the link). */
interface HoverCardTriggerProps {
  readonly ref: RefCallback<HTMLElement>;
  readonly 'aria-describedby': string;
  readonly onPointerEnter: PointerEventHandler;
  readonly onPointerLeave: PointerEventHandler;
  readonly onFocus: FocusEventHandler;
  readonly onBlur: FocusEventHandler;
}

/** Props of {@link HoverCard}. */
export interface HoverCardProps {
  /** Renders the trigger (a link) with the props it needs; the link keeps working as a link. */
  readonly trigger: (props: HoverCardTriggerProps) => ReactNode;
  /** The card's content: text only, no links or buttons (it is a description, never focused). */
  readonly children: ReactNode;
  /** Open after this much hover (spec section 9: 700 ms). */
  readonly openDelayMs?: number;
  /** Close this long after the pointer leaves (spec section 9: 300 ms). */
  readonly closeDelayMs?: number;
}

const GAP_PX = 8;
const MARGIN_PX = 8;

/** Places the card under the trigger's first line box (above it when there is no room), inside the viewport. */
function place(trigger: HTMLElement, card: HTMLElement): void {
  const line = trigger.getClientRects()[0] ?? trigger.getBoundingClientRect();
  const { width, height } = card.getBoundingClientRect();
  const below = line.bottom + GAP_PX;
  const top =
    below + height + MARGIN_PX > innerHeight && line.top - GAP_PX - height >= MARGIN_PX
      ? line.top - GAP_PX - height
      : below;
  const left = Math.max(
    MARGIN_PX,
    Math.min(line.left, document.documentElement.clientWidth - width - MARGIN_PX),
  );
  card.style.top = `${Math.round(top)}px`;
  card.style.left = `${Math.round(left)}px`;
}

/**
 * A card that describes its trigger (spec section 9): it opens after 700 ms of hover or at once
 * when the trigger gets focus, and closes 300 ms after the pointer leaves the trigger and the
 * card (so the pointer can rest on the card), or at once on Escape. The card is the trigger's
 * `aria-describedby` (announced with it, even while hidden) and shows in the top layer
 * (`popover="manual"`), so no scrolling table or stacking context clips it.
 */
export function HoverCard({
  trigger,
  children,
  openDelayMs = HOVER_CARD.openDelayMs,
  closeDelayMs = HOVER_CARD.closeDelayMs,
}: HoverCardProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [intent] = useState(() => createHoverIntent(setOpen, { openDelayMs, closeDelayMs }));
  const triggerRef = useRef<HTMLElement | null>(null);
  const cardRef = useRef<HTMLSpanElement>(null);

  useEffect(() => intent.dispose, [intent]);

  useLayoutEffect(() => {
    const card = cardRef.current;
    const anchor = triggerRef.current;
    if (!open || !card || !anchor) return;
    if (typeof card.showPopover === 'function' && !card.matches(':popover-open'))
      card.showPopover();
    place(anchor, card);
    const follow = () => place(anchor, card);
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') intent.dismiss();
    };
    addEventListener('scroll', follow, { passive: true, capture: true });
    addEventListener('resize', follow, { passive: true });
    document.addEventListener('keydown', onKey);
    return () => {
      removeEventListener('scroll', follow, { capture: true });
      removeEventListener('resize', follow);
      document.removeEventListener('keydown', onKey);
      if (typeof card.hidePopover === 'function' && card.matches(':popover-open'))
        card.hidePopover();
    };
  }, [open, intent]);

  return (
    <>
      {trigger({
        ref: (element) => {
          triggerRef.current = element;
        },
        'aria-describedby': id,
        onPointerEnter: intent.pointerEnter,
        onPointerLeave: intent.pointerLeave,
        onFocus: intent.focus,
        onBlur: intent.blur,
      })}
      <span
        ref={cardRef}
        id={id}
        role="tooltip"
        className="hover-card"
        popover="manual"
        hidden={!open}
        data-open={open || undefined}
        onPointerEnter={intent.pointerEnter}
        onPointerLeave={intent.pointerLeave}
      >
        {children}
      </span>
    </>
  );
}
