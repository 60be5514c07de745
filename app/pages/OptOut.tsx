import { useState } from 'react';
import { copyFor } from '../../engine/copy/copyFor';
import { OptOutForm, type OptOutStatus } from '../../ui/OptOutForm';
import { api, HTTPError } from '../platform/http';

/** The server's 400 names the field at fault (`phone: …`, `email: …`); anything else is a failure to try again. */
async function refusalOf(error: unknown): Promise<OptOutStatus> {
  if (!(error instanceof HTTPError) || error.response.status !== 400) return 'failed';
  const body = (await error.response.json().catch(() => ({}))) as { error?: unknown };
  const field = typeof body.error === 'string' ? body.error.split(':')[0] : undefined;
  return field === 'phone' || field === 'email' ? field : 'none';
}

/** The `::opt-out-form` of a page body: posts to `POST /api/consent/opt-out` and says how it went. Nothing is logged or tracked of the contact. */
export function OptOut({ language }: { readonly language: 'english' | 'spanish' }) {
  const [status, setStatus] = useState<OptOutStatus>('idle');
  return (
    <OptOutForm
      copy={copyFor(language).optOut}
      status={status}
      onSubmit={(contact) => {
        setStatus('sending');
        api
          .post('/api/consent/opt-out', { json: contact })
          .then(() => setStatus('done'))
          .catch(async (error: unknown) => setStatus(await refusalOf(error)));
      }}
    />
  );
}
