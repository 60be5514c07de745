// @vitest-environment jsdom
import { describe, expect, it, vi } from 'vitest';

const get = vi.fn((path: string) =>
  path.endsWith('99999')
    ? Promise.reject(new Error('offline'))
    : Promise.resolve({ status: path.endsWith('00000') ? 404 : 200, body: {} }),
);
vi.mock('../visit/api', () => ({ promptHttp: { get } }));

const { lookUpZip } = await import('../visit/zipLookups');
const { knownSubmitOutcome } = await import('./knownSubmitOutcome');

describe('knownSubmitOutcome', () => {
  it('knows the ZIP check passes once the lookup found the ZIP code, not before', async () => {
    const pending = lookUpZip('90210');
    expect(knownSubmitOutcome('checkZip', { zipcode: '90210' })).toBeUndefined();
    await pending;
    expect(knownSubmitOutcome('checkZip', { zipcode: '90210' })).toBe(true);
  });

  it('leaves an unknown ZIP code, a failed lookup and one never asked to the check itself', async () => {
    await lookUpZip('00000');
    await lookUpZip('99999').catch(() => undefined);
    expect(knownSubmitOutcome('checkZip', { zipcode: '00000' })).toBeUndefined();
    expect(knownSubmitOutcome('checkZip', { zipcode: '99999' })).toBeUndefined();
    expect(knownSubmitOutcome('checkZip', { zipcode: '30301' })).toBeUndefined();
  });

  it('passes a skipped ZIP code: there is nothing to check', () => {
    expect(knownSubmitOutcome('checkZip', { zipcode: null })).toBe(true);
  });
});
