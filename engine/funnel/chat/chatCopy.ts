/** The words the chat renderer writes itself (the questions and buttons come from the funnel); the words themselves are in engine/copy/en.ts and es.ts. */
export interface ChatCopy {
  /** The chat window's name, with the brand's. */
  readonly title: (brandName: string) => string;
  /** Under the title: the assistant answers at once. */
  readonly status: string;
  /** The first message, before the first question. */
  readonly greeting: string;
  /** The conversation's accessible name (the `log` region). */
  readonly conversation: string;
  /** Read before each of the visitor's answers by screen readers. */
  readonly youSaid: string;
  /** The answer bubble's edit control: visible text, and its full name. */
  readonly edit: string;
  readonly editAnswer: (question: string) => string;
  /** The answer bubble of a skipped question. */
  readonly skipped: string;
  /** Marks the option chosen last time when a question is asked again. */
  readonly previousAnswer: string;
}
