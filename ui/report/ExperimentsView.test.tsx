// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { conversionSummary } from '../../engine/experiments/armSummary';
import { decideExperiment } from '../../engine/experiments/decideExperiment';
import type { ArmComparison, ArmReport, ExperimentReport } from '../../schemas/experimentReport';
import { ExperimentsView } from './ExperimentsView';

afterEach(cleanup);

/** A comparison as the server makes it, from seeded counts. */
function compared(control: [number, number], arm: [number, number]): ArmComparison {
  const verdict = decideExperiment(conversionSummary(...control), conversionSummary(...arm));
  return {
    difference: verdict.interval.estimate,
    lower: verdict.interval.lower,
    upper: verdict.interval.upper,
    decision: verdict.decision,
    visitorsStillNeeded: verdict.visitorsStillNeeded,
  };
}

const arm = (
  name: string,
  visitors: number,
  leases: number,
  extra: Partial<ArmReport> = {},
): ArmReport => ({
  arm: name,
  control: name === 'control',
  visitors,
  completed: leases,
  completionRate: leases / visitors,
  leases,
  leaseRate: leases / visitors,
  callClicks: 0,
  callClickRate: 0,
  revenue: leases * 20,
  revenuePerVisitor: (leases * 20) / visitors,
  steps: [
    {
      funnel: 'otc',
      funnelVersion: 2,
      step: 'zip',
      views: visitors,
      advanced: visitors - 400,
      dropOff: 400 / visitors,
    },
  ],
  ...extra,
});

const seeded = (leasesOfB: number, visitors = 20_000): ExperimentReport => {
  const comparison = compared([visitors, visitors * 0.05], [visitors, leasesOfB]);
  return {
    key: 'otc-benefits-headline',
    pages: ['my-otc-benefits'],
    start: '2026-11-01T00:00:00Z',
    end: null,
    running: true,
    minimumLift: 0.1,
    arms: [
      arm('control', visitors, visitors * 0.05),
      arm('unused-allowance', visitors, leasesOfB, {
        compared: {
          leases: comparison,
          revenuePerVisitor: comparison,
          completion: comparison,
          callClicks: compared([visitors, 0], [visitors, 0]),
        },
      }),
    ],
  };
};

describe('ExperimentsView', () => {
  it('shows the seeded numbers per arm and names the winner with its interval', () => {
    render(<ExperimentsView experiments={[seeded(1_250)]} />);
    const arms = screen.getByRole('table', { name: 'Arms of otc-benefits-headline' });
    const control = within(arms).getByRole('row', { name: /control \(control\)/ });
    expect(control.textContent).toContain('20,000');
    expect(control.textContent).toContain('1,000 (5%)');
    expect(control.textContent).toContain('$1.00');
    const b = within(arms).getByRole('row', { name: /unused-allowance/ });
    expect(b.textContent).toContain('1,250 (6.3%)');
    expect(b.textContent).toContain('$1.25');
    const comparison = screen.getByRole('table', { name: 'unused-allowance against control' });
    const leases = within(comparison).getByRole('row', { name: /Leases per visitor/ });
    expect(leases.textContent).toContain('+1.25 pts');
    expect(leases.textContent).toContain('unused-allowance wins');
    expect(leases.textContent).toMatch(/\+0\.\d\d pts to \+[12]\.\d\d pts/);
    expect(screen.getByRole('table', { name: 'Steps of control' }).textContent).toContain('otc v2');
  });

  it('says to keep going, with the visitors still needed, before the interval decides', () => {
    render(<ExperimentsView experiments={[seeded(110, 2_000)]} />);
    const comparison = screen.getByRole('table', { name: 'unused-allowance against control' });
    expect(within(comparison).getByRole('row', { name: /Leases per visitor/ }).textContent).toMatch(
      /keep going \(about [\d,]+ more visitors per arm\)/,
    );
  });
});
