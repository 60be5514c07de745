import { useState, type FormEvent } from 'react';
import { FloorField } from './FloorField';
import { FINAL_TITLE, floorSteps } from './floorSteps';

/**
 * The React floor's quiz: one step index and the answers in state, the browser's own validation
 * (`required`, `pattern`); Continue moves to the next question. Nothing else runs on the click.
 */
export function Quiz() {
  const [index, setIndex] = useState(0);
  const [answers, setAnswers] = useState<Record<string, string>>({});
  const step = floorSteps[index];
  const answer = (name: string, value: string) =>
    setAnswers((previous) => ({ ...previous, [name]: value }));
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setIndex((previous) => previous + 1);
  };
  if (!step)
    return (
      <main>
        <h1>{FINAL_TITLE}</h1>
      </main>
    );
  return (
    <main>
      <h1>{step.title}</h1>
      {/* A new form per step: the next question's first field takes the focus. */}
      <form key={index} onSubmit={onSubmit}>
        {step.description && <p>{step.description}</p>}
        {step.fields.map((field, i) => (
          <FloorField
            key={field.name}
            field={field}
            value={answers[field.name] ?? ''}
            onChange={answer}
            autoFocus={i === 0}
          />
        ))}
        <button type="submit">Continue</button>
      </form>
    </main>
  );
}
