import { useEffect, useRef, type ReactNode } from 'react';

/** Props of {@link ExitIntentDialog}. */
export interface ExitIntentDialogProps {
  readonly open: boolean;
  readonly title: string;
  readonly children: ReactNode;
  /** The close button's name (`Close`). */
  readonly closeLabel?: string;
  /** Close button, Escape, or a click on the backdrop. */
  readonly onClose: () => void;
}

/**
 * The exit-intent popup: a modal `<dialog>` (role dialog, named by its heading). Opening moves
 * focus into it and traps it there; closing returns focus to where it was.
 */
export function ExitIntentDialog({ open, title, children, closeLabel = 'Close', onClose }: ExitIntentDialogProps) {
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
      <button ref={close} type="button" className="button button-secondary" onClick={onClose}>
        {closeLabel}
      </button>
    </dialog>
  );
}
