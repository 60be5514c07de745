import { useId, useState, type FormEvent } from 'react';
import type { ListingCopy } from '../engine/listing/listingCopy';

/** Props of {@link AdListingZipForm}. */
export interface AdListingZipFormProps {
  readonly copy: ListingCopy;
  /** Called with a 5-digit ZIP code. */
  readonly onZip: (zip: string) => void;
}

const ZIP = /^[0-9]{5}$/;

/** Asks for the ZIP code the offers need when the visit has none; checked on blur and on submit. */
export function AdListingZipForm({ copy, onZip }: AdListingZipFormProps) {
  const inputId = useId();
  const errorId = useId();
  const [zip, setZip] = useState('');
  const [invalid, setInvalid] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = zip.trim();
    if (!ZIP.test(value)) {
      setInvalid(true);
      return;
    }
    onZip(value);
  };
  return (
    <form className="ad-zip" onSubmit={submit} noValidate>
      <p className="ad-zip-prompt">{copy.zipPrompt}</p>
      <div className="ad-zip-row">
        <div className="field">
          <label className="field-label" htmlFor={inputId}>
            {copy.zipLabel}
          </label>
          <input
            id={inputId}
            type="text"
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={5}
            value={zip}
            aria-invalid={invalid || undefined}
            aria-describedby={invalid ? errorId : undefined}
            onChange={(event) => {
              setZip(event.target.value);
              if (invalid && ZIP.test(event.target.value.trim())) setInvalid(false);
            }}
            onBlur={() => setInvalid(zip.trim() !== '' && !ZIP.test(zip.trim()))}
          />
        </div>
        <button className="button button-primary" type="submit">
          {copy.zipSubmit}
        </button>
      </div>
      <p id={errorId} className="field-error ad-zip-error" role={invalid ? 'alert' : undefined}>
        {invalid ? copy.zipInvalid : ''}
      </p>
    </form>
  );
}
