import { describe, expect, it } from 'vitest';
import { conversionSummary } from './armSummary';
import { decideExperiment } from './decideExperiment';

describe('decideExperiment', () => {
  it('declares B the winner when the interval lies above 0', () => {
    const verdict = decideExperiment(
      conversionSummary(20_000, 1_000),
      conversionSummary(20_000, 1_250),
    );
    expect(verdict.decision).toBe('B wins');
    expect(verdict.interval.lower).toBeGreaterThan(0);
    expect(verdict.visitorsStillNeeded).toBe(0);
  });

  it('declares A the winner when the interval lies below 0', () => {
    expect(
      decideExperiment(conversionSummary(20_000, 1_250), conversionSummary(20_000, 1_000)).decision,
    ).toBe('A wins');
  });

  it('keeps going while the interval holds 0 and a change worth having, and says for how long', () => {
    const verdict = decideExperiment(conversionSummary(5_000, 250), conversionSummary(5_000, 260));
    expect(verdict.decision).toBe('keep going');
    expect(verdict.interval.lower).toBeLessThan(0);
    expect(verdict.interval.upper).toBeGreaterThan(verdict.minimumEffect);
    expect(verdict.visitorsStillNeeded).toBeGreaterThan(0);
    // At the promised size, the same rates must be decided one way or the other.
    const n = 5_000 + verdict.visitorsStillNeeded;
    const later = decideExperiment(conversionSummary(n, n * 0.05), conversionSummary(n, n * 0.052));
    expect(later.decision).not.toBe('keep going');
  });

  it('says "no difference worth having" when the interval lies within the minimum effect', () => {
    const verdict = decideExperiment(
      conversionSummary(2_000_000, 100_000),
      conversionSummary(2_000_000, 100_100),
    );
    expect(verdict.decision).toBe('no difference worth having');
    expect(verdict.interval.lower).toBeGreaterThan(-verdict.minimumEffect);
    expect(verdict.interval.upper).toBeLessThan(verdict.minimumEffect);
  });

  it('decides nothing before each arm has the minimum visitors, however large the gap', () => {
    const verdict = decideExperiment(conversionSummary(900, 10), conversionSummary(900, 90));
    expect(verdict.decision).toBe('keep going');
    expect(verdict.visitorsStillNeeded).toBeGreaterThanOrEqual(100);
    expect(
      decideExperiment(conversionSummary(1_000, 11), conversionSummary(1_000, 100)).decision,
    ).toBe('B wins');
  });

  it('keeps going on an experiment without any conversion yet', () => {
    const verdict = decideExperiment(conversionSummary(3_000, 0), conversionSummary(3_000, 0));
    expect(verdict.decision).toBe('keep going');
  });
});
