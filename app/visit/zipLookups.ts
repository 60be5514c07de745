import { promptHttp } from './api';

type LocationAnswer = { readonly status: number; readonly body: unknown };

const answers = new Map<string, Promise<LocationAnswer>>();

/**
 * `GET /api/location` for a ZIP code, once per page life: the machine's lookup as the ZIP code
 * is typed, the ZIP step's check, the demand check's state and the visit's location all read the
 * same answer. A failed call (network, 5xx) is forgotten, so the next reader asks again. The shared
 * call is never aborted by one reader. It goes at once ({@link promptHttp}).
 */
export function lookUpZip(zip: string): Promise<LocationAnswer> {
  let answer = answers.get(zip);
  if (!answer) {
    answer = promptHttp.get(`/api/location?zip_code=${zip}`, {
      signal: new AbortController().signal,
    });
    answer.catch(() => answers.delete(zip));
    answers.set(zip, answer);
  }
  return answer;
}
