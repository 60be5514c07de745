// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TrackedEvent } from '../../schemas/trackedEvent';

const queued: TrackedEvent[] = [];
vi.mock('./eventQueue', () => ({
  queueEvent: (event: TrackedEvent) => queued.push(event),
  startEventDelivery: () => Promise.resolve(),
}));
const jobs: (() => void)[] = [];
vi.mock('../platform/schedule', () => ({
  schedule: (_priority: string, job: () => void) => {
    jobs.push(job);
    return () => undefined;
  },
}));
const { track } = await import('./tracking');

describe('track', () => {
  afterEach(() => {
    vi.useRealTimers();
    queued.length = 0;
    jobs.length = 0;
  });

  it('reads the moment when the event happens and records it after the paint, without personal parameters', () => {
    vi.useFakeTimers({ now: new Date('2026-11-26T10:00:00.000Z') });
    history.replaceState(null, '', '/quiz/medicare/zip?utm_source=fb&email=ann%40example.com');
    track('click', { role: 'button', text: 'Continue' });
    expect(queued).toEqual([]);

    // The page moves on before the job runs: the event keeps its own time and URL.
    vi.setSystemTime(new Date('2026-11-26T10:00:05.000Z'));
    history.replaceState(null, '', '/quiz/medicare/medicare');
    for (const job of jobs.splice(0)) job();

    expect(queued).toHaveLength(1);
    const [event] = queued;
    expect(event?.timestamp).toBe('2026-11-26T10:00:00.000Z');
    expect(event?.properties.url).toBe('http://localhost:3000/quiz/medicare/zip?utm_source=fb');
    expect(event?.properties.page).toBe('/quiz/medicare/zip');
    expect(JSON.stringify(event)).not.toContain('example.com');
  });

  it('stores an event recorded before at once, under its own id and time as written', () => {
    track('page-view', {}, { id: 'early-1', timestamp: '2026-11-26T09:59:58.123Z' });
    expect(jobs).toEqual([]);
    expect(queued.map(({ timestamp, properties }) => [timestamp, properties.id])).toEqual([
      ['2026-11-26T09:59:58.123Z', 'early-1'],
    ]);
    // Its time comes from the page's markup: a malformed one is the server's to refuse, not a throw here.
    expect(() => track('page-view', {}, { id: 'early-2', timestamp: 'not a time' })).not.toThrow();
  });
});
