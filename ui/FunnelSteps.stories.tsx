import type { Meta, StoryObj } from '@storybook/react-vite';
import { funnelSteps } from 'virtual:funnels';
import { fn } from 'storybook/test';
import { FunnelStepView } from './FunnelStepView';
import { loadAnyStoryStep, stepOfStoryArg, stepStoryArg } from '../.storybook/storyFunnel';
import { copyFor } from '../engine/copy/copyFor';

/** Every step of every funnel in `funnels/`, generated: pick one with the `step` control. */
const allSteps = Object.entries(funnelSteps).flatMap(([funnel, steps]) =>
  steps.map((step) => stepStoryArg(funnel, step)),
);
const labels = Object.fromEntries(allSteps.map((arg) => [arg, stepOfStoryArg(arg).join(' / ')]));

type Loaded = Awaited<ReturnType<typeof loadAnyStoryStep>>;

function FunnelStepPreview({ step: _step }: { readonly step: string }) {
  return null;
}

const meta = {
  title: 'Funnels/Every step',
  component: FunnelStepPreview,
  args: { step: allSteps[0] ?? '' },
  argTypes: { step: { control: { type: 'select', labels }, options: allSteps } },
  loaders: [({ args }) => loadAnyStoryStep(...stepOfStoryArg(String(args.step)))],
  render: (_args, { loaded }) => {
    const { step, validator, progressMax, language } = loaded as Loaded;
    return (
      <FunnelStepView
        step={step}
        progressMax={progressMax}
        language={language}
        copy={copyFor(language).funnel}
        validator={validator}
        initialValues={{}}
        phone="18885550100"
        leased
        demand={{ isLowBid: false, raw: {} }}
        onSubmit={fn()}
        onSkip={fn()}
      />
    );
  },
} satisfies Meta<typeof FunnelStepPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Any step: choose it in the controls (funnel / step); the funnel maps link here. */
export const Step: Story = {};
/** The first step of the Spanish medicare funnel. */
export const SpanishFirstStep: Story = { args: { step: 'medicare-es_zip' } };
/** The auto funnel's driver record: three selects and two yes/no questions. */
export const AutoDriverRecord: Story = { args: { step: 'auto_driver1-record' } };
/** The life funnel's consent step with its TCPA disclosure. */
export const LifeConsent: Story = { args: { step: 'life_consent' } };
