import { afterEach, describe, expect, it, vi } from 'vitest';
import { webLock } from './webLock';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('webLock', () => {
  it('runs the task under navigator.locks when the browser has them', async () => {
    const request = vi.fn((_name: string, callback: () => Promise<unknown>) => callback());
    vi.stubGlobal('navigator', { locks: { request } });
    await expect(webLock('event-outbox')(() => Promise.resolve(42))).resolves.toBe(42);
    expect(request).toHaveBeenCalledWith('event-outbox', expect.any(Function));
  });

  it('runs the task at once without Web Locks, or when the browser refuses the lock', async () => {
    vi.stubGlobal('navigator', {});
    await expect(webLock('x')(() => Promise.resolve('no locks'))).resolves.toBe('no locks');
    vi.stubGlobal('navigator', {
      locks: { request: () => Promise.reject(new DOMException('denied', 'SecurityError')) },
    });
    await expect(webLock('x')(() => Promise.resolve('refused'))).resolves.toBe('refused');
  });

  it('does not run a failing task twice', async () => {
    vi.stubGlobal('navigator', {
      locks: { request: (_name: string, callback: () => Promise<unknown>) => callback() },
    });
    const task = vi.fn(() => Promise.reject(new Error('task failed')));
    await expect(webLock('x')(task)).rejects.toThrow('task failed');
    expect(task).toHaveBeenCalledTimes(1);
  });
});
