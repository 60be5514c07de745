/** Props of {@link HiddenInput}. */
export interface HiddenInputProps {
  readonly id: string;
  readonly name: string;
  /** The answer as text (see answerText). */
  readonly text: string;
}

/** An answer kept with the form but never shown (validated all the same). */
export function HiddenInput({ id, name, text }: HiddenInputProps) {
  return <input type="hidden" id={id} name={name} value={text} />;
}
