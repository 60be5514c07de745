import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { funnelGraph, type FunnelGraph } from '../../engine/funnel/map/funnelGraph';
import type { FunnelReport, StepSummary } from '../../schemas/funnelReport';
import { loadStoryFunnel } from '../../.storybook/storyFunnel';
import { FunnelReportView } from './FunnelReportView';
import { ReportFrame } from './ReportFrame';
import { TokenForm } from './TokenForm';

const step = (
  id: string,
  views: number,
  submits: number,
  skips: number,
  medianSeconds: number | null,
  next: StepSummary['next'],
  type: StepSummary['type'] = 'regular',
): StepSummary => {
  const dropped = type === 'final' ? 0 : Math.max(0, views - submits - skips);
  return {
    step: id,
    type,
    views,
    submits,
    skips,
    dropped,
    dropOff: type === 'final' || views === 0 ? null : dropped / views,
    medianSeconds,
    timed: submits + skips,
    next,
  };
};

/** A month of the medicare quiz on one brand. */
const report: FunnelReport = {
  funnel: 'medicare',
  page: 'quiz/medicare',
  brand: 'm10',
  version: 2,
  versions: [2, 1],
  from: '2026-11-01',
  to: '2026-11-30',
  sessions: 1240,
  completed: 402,
  completionRate: 402 / 1240,
  lowBid: { checked: 1102, low: 287, share: 287 / 1102 },
  leases: 377,
  steps: [
    step('zip', 1240, 1010, 0, 14, [{ step: 'medicare', sessions: 1004 }]),
    step('medicare', 1004, 802, 120, 6, [{ step: 'medicaid', sessions: 915 }]),
    step('medicaid', 915, 640, 210, 5, [{ step: 'name', sessions: 846 }]),
    step('name', 846, 590, 0, 41, [{ step: 'birth', sessions: 588 }]),
    step('birth', 588, 300, 230, 19, [
      { step: 'call', sessions: 402 },
      { step: 'age', sessions: 126 },
    ]),
    step('age', 126, 96, 0, 7.5, [{ step: 'call', sessions: 96 }]),
    step('call', 402, 0, 0, null, [], 'final'),
  ],
};

const meta = {
  title: 'Report/FunnelReportView',
  component: FunnelReportView,
  parameters: { layout: 'fullscreen' },
  args: { report },
  loaders: [async () => ({ graph: funnelGraph(await loadStoryFunnel('medicare')) })],
  render: (args, { loaded }) => (
    <ReportFrame brandName="Medicare 10" onForget={() => undefined}>
      <FunnelReportView {...args} graph={(loaded as { graph: FunnelGraph }).graph} />
    </ReportFrame>
  ),
} satisfies Meta<typeof FunnelReportView>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Per step: bars and table of sessions, the headline numbers, and the funnel map beside them. */
export const Month: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('table')).toBeVisible();
    const zip = within(canvas.getByRole('row', { name: /^zip/ }));
    // Viewed, submitted, skipped, dropped, drop-off, median time.
    await expect(zip.getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      '1,240',
      '1,010',
      '0',
      '230',
      '18.5%',
      '14 s',
    ]);
  },
};

/** No sessions in the dates: every share is a dash, not 0 %. */
export const Empty: Story = {
  args: {
    report: {
      ...report,
      sessions: 0,
      completed: 0,
      completionRate: null,
      lowBid: { checked: 0, low: 0, share: null },
      leases: 0,
      steps: report.steps.map((s) => step(s.step, 0, 0, 0, null, [], s.type)),
    },
  },
};

/** The door: the token form, after the server refused a token. */
export const Refused: StoryObj = {
  render: () => (
    <ReportFrame brandName="Medicare 10">
      <TokenForm
        refusal="The server refused the token (401): Send the operator token: Authorization: Bearer <token>."
        onSubmit={() => undefined}
      />
    </ReportFrame>
  ),
};
