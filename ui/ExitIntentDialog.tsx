import { useEffect, useRef, type ReactNode } from 'react';
import './ExitIntentDialog.css';

/** Props of {@link ExitIntentDialog}. */
export interface ExitIntentDialogProps {
  readonly open: boolean;
  readonly title: string;
  readonly children: ReactNode;
  /** The close button's name (`Close`). */
  readonly closeLabel: string;
  /** Close button, Escape, or a click on the backdrop. */
  readonly onClose: () => void;
  /** "Don't show this again" (spec section 4, unsubscribe); without it the button is not shown. */
  readonly onUnsubscribe?: (() => void) | undefined;
  /** The unsubscribe button's words, in the page's language. */
  readonly unsubscribeLabel: string;
}

/**
 * The exit-intent popup: a modal `<dialog>` (role dialog, named by its heading). Opening moves
 * focus into it and traps it there; closing returns focus to where it was. It offers Close and,
 * when the page handles it, "Don't show this again".
 */
export function ExitIntentDialog({
  open,
  title,
  children,
  closeLabel,
  onClose,
  onUnsubscribe,
  unsubscribeLabel,
}: ExitIntentDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const returnFocus = useRef<Element | null>(null);
  const close = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      returnFocus.current = document.activeElement;
      element.showModal();
      // React's autoFocus only acts on mount, when the dialog was still closed.
      close.current?.focus();
    } else if (!open && element.open) {
      element.close();
      if (returnFocus.current instanceof HTMLElement) returnFocus.current.focus();
    }
  }, [open]);

  return (
    <dialog
      ref={dialog}
      className="exit-intent"
      aria-labelledby="exit-intent-title"
      onCancel={(event) => {
        // Escape: let React state close it, so focus is returned the same way as the button.
        event.preventDefault();
        onClose();
      }}
      onClick={(event) => {
        if (event.target === dialog.current) onClose();
      }}
    >
      <h2 id="exit-intent-title">{title}</h2>
      {children}
      <div className="exit-intent-actions">
        <button ref={close} type="button" className="button button-secondary" onClick={onClose}>
          {closeLabel}
        </button>
        {onUnsubscribe && (
          <button type="button" className="exit-intent-unsubscribe" onClick={onUnsubscribe}>
            {unsubscribeLabel}
          </button>
        )}
      </div>
    </dialog>
  );
}
