import { useId, useState, type FormEvent } from 'react';
import './reportFrame.css';

/** Props of {@link TokenForm}. */
export interface TokenFormProps {
  /** Why the report is not shown (a refused token, the server's words); absent: first visit. */
  readonly refusal?: string | undefined;
  /** Called with the token typed, trimmed. */
  readonly onSubmit: (token: string) => void;
}

/**
 * The report's door: the operator token (`REPORT_TOKEN`) in a password field. The page keeps it
 * for the browser tab only and sends it as a bearer token; a refusal is said above the field.
 */
export function TokenForm({ refusal, onSubmit }: TokenFormProps) {
  const id = useId();
  const [token, setToken] = useState('');
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (token.trim() !== '') onSubmit(token.trim());
  };
  return (
    <form className="report-card report-token" onSubmit={submit} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Operator token</h2>
      {refusal ? (
        <p className="report-refusal" role="alert">
          {refusal}
        </p>
      ) : (
        <p className="report-muted">
          The report is for operators: enter the server’s REPORT_TOKEN. It is kept for this browser
          tab only.
        </p>
      )}
      <label className="report-field" htmlFor={`${id}-token`}>
        <span>Token</span>
        <input
          id={`${id}-token`}
          type="password"
          autoComplete="current-password"
          required
          value={token}
          onChange={(event) => setToken(event.target.value)}
        />
      </label>
      <button className="button button-primary" type="submit">
        Open the report
      </button>
    </form>
  );
}
