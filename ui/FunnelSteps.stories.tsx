import type { Meta, StoryObj } from '@storybook/react-vite';
import { funnelSteps } from 'virtual:funnels';
import { fn } from 'storybook/test';
import { funnelCopy } from '../engine/funnel/copy';
import { FunnelStepView } from './FunnelStepView';
import { loadAnyStoryStep } from './storyFunnel';

/** Every step of every funnel in `funnels/`, generated: pick one with the `step` control. */
const allSteps = Object.entries(funnelSteps).flatMap(([funnel, steps]) => steps.map((step) => `${funnel}/${step}`));

type Loaded = Awaited<ReturnType<typeof loadAnyStoryStep>>;

function FunnelStepPreview({ step: _step }: { readonly step: string }) {
  return null;
}

const meta = {
  title: 'Funnels/Every step',
  component: FunnelStepPreview,
  args: { step: allSteps[0] ?? '' },
  argTypes: { step: { control: 'select', options: allSteps } },
  loaders: [({ args }) => loadAnyStoryStep(...(String(args.step).split('/') as [string, string]))],
  render: (_args, { loaded }) => {
    const { step, validator, progressMax, language } = loaded as Loaded;
    return (
      <FunnelStepView
        step={step}
        progressMax={progressMax}
        language={language}
        copy={funnelCopy[language]}
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

/** Any step: choose it in the controls (funnel/step). */
export const Step: Story = {};
/** The first step of the Spanish medicare funnel. */
export const SpanishFirstStep: Story = { args: { step: 'medicare-es/zip' } };
/** The auto funnel's driver record: three selects and two yes/no questions. */
export const AutoDriverRecord: Story = { args: { step: 'auto/driver1-record' } };
/** The life funnel's consent step with its TCPA disclosure. */
export const LifeConsent: Story = { args: { step: 'life/consent' } };
