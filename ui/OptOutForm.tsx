import { useState, type FormEvent } from 'react';
import type { OptOutCopy } from '../engine/site/optOutCopy';

/** Where an opt-out stands: `phone`/`email`/`none` name what the server (or the form) refused. */
export type OptOutStatus = 'idle' | 'sending' | 'done' | 'failed' | 'none' | 'phone' | 'email';

/** Props of {@link OptOutForm}. */
export interface OptOutFormProps {
  readonly copy: OptOutCopy;
  readonly status: OptOutStatus;
  /** Called with what the visitor gave (at least one of them). */
  readonly onSubmit: (contact: { readonly phone?: string; readonly email?: string }) => void;
}

/**
 * Revocation by the visitor: a phone number or an e-mail address (or both), one button, and the
 * answer in a live region. Presentational: the page posts it (app/pages/OptOut.tsx).
 */
export function OptOutForm({ copy, status, onSubmit }: OptOutFormProps) {
  const [phone, setPhone] = useState('');
  const [email, setEmail] = useState('');
  const [empty, setEmpty] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const given = {
      ...(phone.trim() && { phone: phone.trim() }),
      ...(email.trim() && { email: email.trim() }),
    };
    setEmpty(Object.keys(given).length === 0);
    if (Object.keys(given).length > 0) onSubmit(given);
  };
  const field = (id: 'phone' | 'email', message: string | undefined) => ({
    'aria-invalid': message ? true : undefined,
    'aria-describedby': message ? `opt-out-${id}-error` : undefined,
  });
  const phoneMessage = status === 'phone' ? copy.badPhone : undefined;
  const emailMessage = status === 'email' ? copy.badEmail : undefined;
  const busy = status === 'sending';
  return (
    <form className="opt-out" aria-labelledby="opt-out-title" noValidate onSubmit={submit}>
      <h2 id="opt-out-title">{copy.title}</h2>
      <div className="field">
        <label className="field-label" htmlFor="opt-out-phone">
          {copy.phone}
        </label>
        <input
          id="opt-out-phone"
          name="phone"
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          value={phone}
          onChange={(event) => setPhone(event.target.value)}
          {...field('phone', phoneMessage)}
        />
        {phoneMessage && (
          <p id="opt-out-phone-error" className="field-error">
            {phoneMessage}
          </p>
        )}
      </div>
      <div className="field">
        <label className="field-label" htmlFor="opt-out-email">
          {copy.email}
        </label>
        <input
          id="opt-out-email"
          name="email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          {...field('email', emailMessage)}
        />
        {emailMessage && (
          <p id="opt-out-email-error" className="field-error">
            {emailMessage}
          </p>
        )}
      </div>
      <p className="step-refusal" role="alert">
        {empty || status === 'none' ? copy.needOne : status === 'failed' ? copy.failed : null}
      </p>
      <button
        type="submit"
        className="button button-primary"
        disabled={busy}
        aria-busy={busy || undefined}
      >
        {copy.submit}
      </button>
      <p className="opt-out-status" role="status">
        {status === 'sending' ? copy.sending : status === 'done' ? copy.done : null}
      </p>
    </form>
  );
}
