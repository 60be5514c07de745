import type { ReactNode } from 'react';

/** Props of {@link ChatMessage}. */
export interface ChatMessageProps {
  /** Who speaks: the assistant (left) or the visitor (right, in the brand's colour). */
  readonly from: 'assistant' | 'visitor';
  /** Read before the message by screen readers (`You said:`); not shown. */
  readonly speaker?: string;
  /** The visitor's answer can be changed: the control's visible text, its full name, and what it does. */
  readonly edit?:
    | {
        readonly text: string;
        readonly label: string;
        readonly disabled?: boolean;
        readonly onEdit: () => void;
      }
    | undefined;
  /** A message as wide as the conversation (the call screen). */
  readonly wide?: boolean;
  readonly children: ReactNode;
}

/** One message of the conversation: a bubble, with an edit control beside the visitor's answers. */
export function ChatMessage({ from, speaker, edit, wide = false, children }: ChatMessageProps) {
  return (
    <div className={`chat-row chat-row-${from}${wide ? ' chat-row-wide' : ''}`}>
      {edit && (
        <button
          type="button"
          className="chat-edit"
          aria-label={edit.label}
          disabled={edit.disabled}
          onClick={edit.onEdit}
        >
          {edit.text}
        </button>
      )}
      <div className={`chat-bubble chat-bubble-${from}`}>
        {speaker && <span className="chat-sr-only">{speaker} </span>}
        {children}
      </div>
    </div>
  );
}
