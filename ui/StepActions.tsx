/** Props of {@link StepActions}. */
export interface StepActionsProps {
  /** The submit button's text (`Continue` unless the step says otherwise). */
  readonly submitLabel: string;
  /** The skip button's text; no skip button without it. */
  readonly skipLabel?: string | undefined;
  /** Submit effects are running: the buttons wait. */
  readonly busy: boolean;
  /** Why the last submit was refused (a submit effect answered no). */
  readonly refusal?: string | undefined;
  readonly onSkip: () => void;
  /**
   * A consent step's disclosure, shown in full right above the submit button it describes
   * (never behind a link): `id` for `aria-describedby`, `text` exactly as the receipt keeps it
   * (absent: shown elsewhere under that id, as the chat's message).
   */
  readonly disclosure?: { readonly id: string; readonly text?: string | undefined } | undefined;
}

/** Under a step's fields: the refusal (a live region, present even when empty), `Continue` and `Skip`. */
export function StepActions({
  submitLabel,
  skipLabel,
  busy,
  refusal,
  onSkip,
  disclosure,
}: StepActionsProps) {
  return (
    <>
      <p className="step-refusal" role="alert">
        {refusal}
      </p>
      {disclosure?.text !== undefined && (
        <p className="step-disclosure" id={disclosure.id} data-consent-disclosure="">
          {disclosure.text}
        </p>
      )}
      <div className="step-actions">
        <button
          type="submit"
          className="button button-primary"
          disabled={busy}
          aria-busy={busy || undefined}
          aria-describedby={disclosure?.id}
        >
          {submitLabel}
        </button>
        {skipLabel !== undefined && (
          <button
            type="button"
            className="button button-secondary"
            onClick={onSkip}
            disabled={busy}
          >
            {skipLabel}
          </button>
        )}
      </div>
    </>
  );
}
