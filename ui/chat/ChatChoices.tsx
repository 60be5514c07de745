import type { ChatOption } from '../../engine/funnel/chat/chatPrompt';

/** Props of {@link ChatChoices}. */
export interface ChatChoicesProps {
  /** The id of the question's heading: it names the form. */
  readonly labelledBy: string;
  readonly options: readonly ChatOption[];
  /** The answer given last time (the visitor came back to the question), marked on its button. */
  readonly previous?: unknown;
  /** Read after that button's text (`(your previous answer)`). */
  readonly previousLabel: string;
  /** The skip button's text, when the step may be skipped. */
  readonly skipLabel?: string | undefined;
  /** Submit effects are running: the buttons wait. */
  readonly busy?: boolean;
  readonly onChoose: (value: unknown) => void;
  readonly onSkip: () => void;
}

/** A question's answers as buttons (quick replies): choosing one answers the question. */
export function ChatChoices({
  labelledBy,
  options,
  previous,
  previousLabel,
  skipLabel,
  busy = false,
  onChoose,
  onSkip,
}: ChatChoicesProps) {
  return (
    <form
      className="chat-choices"
      aria-labelledby={labelledBy}
      onSubmit={(event) => event.preventDefault()}
    >
      <div className="chat-choice-list">
        {options.map((option) => {
          const chosenBefore = previous !== undefined && option.value === previous;
          return (
            <button
              key={String(option.value)}
              type="button"
              className="chat-choice"
              data-previous={chosenBefore || undefined}
              disabled={busy}
              onClick={() => onChoose(option.value)}
            >
              {option.label}
              {chosenBefore && <span className="chat-sr-only"> {previousLabel}</span>}
            </button>
          );
        })}
      </div>
      {skipLabel && (
        <button
          type="button"
          className="button button-secondary chat-skip"
          disabled={busy}
          onClick={onSkip}
        >
          {skipLabel}
        </button>
      )}
    </form>
  );
}
