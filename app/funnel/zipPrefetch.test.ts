// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';

const get = vi.fn((path: string) =>
  Promise.resolve({
    status: path.endsWith('00000') ? 404 : 200,
    body: { zip: path.slice(-5), state: 'CA' },
  }),
);
// The lookup goes at once (promptHttp), not after a paint.
vi.mock('../visit/api', () => ({ promptHttp: { get } }));

const { startZipPrefetch } = await import('./zipPrefetch');
const { lookUpZip } = await import('../visit/zipLookups');

function type(value: string, autocomplete = 'postal-code') {
  const field = document.createElement('input');
  field.setAttribute('autocomplete', autocomplete);
  document.body.append(field);
  field.value = value;
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

afterEach(() => {
  get.mockClear();
  document.body.innerHTML = '';
});

describe('the ZIP lookup starts while the visitor types', () => {
  startZipPrefetch();

  it('asks once five digits are in a ZIP field, and the step check then reads that answer', async () => {
    type('9021');
    expect(get).not.toHaveBeenCalled();
    type('90211');
    expect(get).toHaveBeenCalledTimes(1);
    expect(await lookUpZip('90211')).toEqual({ status: 200, body: { zip: '90211', state: 'CA' } });
    expect(get).toHaveBeenCalledTimes(1);
  });

  it('leaves other fields alone', () => {
    type('12345', 'tel');
    expect(get).not.toHaveBeenCalled();
  });

  it('forgets a failed lookup, so the step check asks again', async () => {
    get.mockImplementationOnce(() => Promise.reject(new Error('offline')));
    type('30301');
    await expect(lookUpZip('30301')).rejects.toThrow('offline');
    await expect(lookUpZip('30301')).resolves.toMatchObject({ status: 200 });
    expect(get).toHaveBeenCalledTimes(2);
  });
});
