// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { StepSummary } from '../../schemas/funnelReport';
import { StepTable } from './StepTable';

afterEach(cleanup);

const step = (name: string, extra: Partial<StepSummary> = {}): StepSummary => ({
  step: name,
  type: 'regular',
  views: 1_000,
  submits: 700,
  skips: 100,
  dropped: 200,
  dropOff: 0.2,
  medianSeconds: 12,
  timed: 650,
  next: [],
  ...extra,
});

describe('StepTable', () => {
  it('is a table named by its heading, in a focusable region of that name, one row per step named by the step', () => {
    render(
      <StepTable
        title="Steps of medicare"
        steps={[step('zip'), step('done', { type: 'final', dropOff: null, medianSeconds: null })]}
      />,
    );
    expect(screen.getByRole('heading', { name: 'Steps of medicare' }).tagName).toBe('H3');
    expect(screen.getByRole('region', { name: 'Steps of medicare' }).tabIndex).toBe(0);
    const table = screen.getByRole('table', { name: 'Steps of medicare' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Step', 'Viewed', 'Submitted', 'Skipped', 'Dropped', 'Drop-off', 'Median time']);
    const zip = within(table).getByRole('row', { name: /^zip/ });
    expect(zip.dataset.step).toBe('zip');
    expect(within(zip).getByRole('rowheader').textContent).toBe('zip');
    expect(within(zip).getAllByRole('cell').at(-1)?.title).toBe('650 sessions timed');
    // Nothing is submitted, skipped or dropped on the final step.
    const done = within(table).getByRole('row', { name: /^done/ });
    expect(
      within(done)
        .getAllByRole('cell')
        .slice(1, 4)
        .map((cell) => cell.textContent),
    ).toEqual(['—', '—', '—']);
  });
});
