import { useId } from 'react';
import './ColorSchemeToggle.css';

/** A colour scheme the visitor can pick; `system` follows `prefers-color-scheme`. */
export type ColorSchemeChoice = 'light' | 'dark' | 'system';

/** Props of {@link ColorSchemeToggle}. */
export interface ColorSchemeToggleProps {
  readonly value: ColorSchemeChoice;
  readonly onChange: (choice: ColorSchemeChoice) => void;
  /** The words, in the page's language. */
  readonly labels: {
    readonly title: string;
    readonly light: string;
    readonly dark: string;
    readonly system: string;
  };
}

const choices = ['light', 'dark', 'system'] as const;

/** Light / Dark / System as a segmented radio group (arrow keys move between them). */
export function ColorSchemeToggle({ value, onChange, labels }: ColorSchemeToggleProps) {
  const name = useId();
  return (
    <fieldset className="scheme-toggle">
      <legend>{labels.title}</legend>
      <div className="scheme-toggle-options">
        {choices.map((choice) => (
          <label key={choice} className="scheme-toggle-option">
            <input
              type="radio"
              name={name}
              value={choice}
              checked={value === choice}
              onChange={() => onChange(choice)}
            />
            <span>{labels[choice]}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
