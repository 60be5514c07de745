// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserStorage, safeStorage, writeItem } from './storage';
import { readJson, writeJson } from './storedJson';

const original = Object.getOwnPropertyDescriptor(globalThis, 'localStorage')!;

/** Reading `localStorage` itself throws, as where storage is blocked. */
function refuseStorage() {
  Object.defineProperty(globalThis, 'localStorage', {
    configurable: true,
    get: () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    },
  });
}

afterEach(() => {
  Object.defineProperty(globalThis, 'localStorage', original);
  localStorage.clear();
  sessionStorage.clear();
  vi.restoreAllMocks();
});

describe('the storage wrapper', () => {
  it('reads and writes the browser storage of the area asked for', () => {
    expect(writeItem('session', 'paid', 'true')).toBe(true);
    safeStorage('local').setItem('form-values', '{"zipcode":"30301"}');
    expect(sessionStorage.getItem('paid')).toBe('true');
    expect(localStorage.getItem('paid')).toBeNull();
    expect(safeStorage('local').getItem('form-values')).toBe('{"zipcode":"30301"}');
    safeStorage('local').removeItem('form-values');
    expect(localStorage.getItem('form-values')).toBeNull();
  });

  it('where storage is blocked (reading it throws): no storage, reads are empty, writes are refused, nothing throws', () => {
    refuseStorage();
    expect(browserStorage('local')).toBeUndefined();
    const storage = safeStorage('local');
    expect(() => storage.setItem('anonymous-id', 'a')).not.toThrow();
    expect(storage.getItem('anonymous-id')).toBeNull();
    expect(writeItem('local', 'anonymous-id', 'a')).toBe(false);
    expect(readJson('local', 'user-record', 'none')).toBe('none');
    // The session's storage is another: still there.
    expect(writeItem('session', 'session-id', 's')).toBe(true);
  });

  it('when a write is refused (quota, Safari private mode): answers false, does not throw', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    expect(writeJson('local', 'experiments-exposed', { x: 'a' })).toBe(false);
    expect(() => safeStorage('local').setItem('k', 'v')).not.toThrow();
  });

  it('JSON: what was written is read; text that is not JSON reads as the fallback', () => {
    expect(writeJson('session', 'url-params', { utm_source: 'google' })).toBe(true);
    expect(readJson('session', 'url-params', {})).toEqual({ utm_source: 'google' });
    sessionStorage.setItem('url-params', '{not json');
    expect(readJson('session', 'url-params', {})).toEqual({});
    expect(readJson('session', 'absent', 7)).toBe(7);
  });
});
