import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StepForm } from './StepForm';
import { loadStoryStep } from './storyFunnel';

type Loaded = Awaited<ReturnType<typeof loadStoryStep>>;

const meta = {
  title: 'Funnel/StepForm',
  component: StepForm,
  args: { onSubmit: fn(), onSkip: fn(), initialValues: {} },
  render: (args, { loaded }) => {
    const { step, validator } = loaded as Loaded;
    return (
      <StepForm
        {...args}
        stepId={step.id}
        title={step.title}
        description={step.description}
        form={step.form}
        validator={validator}
        skippable={step.skippable}
      />
    );
  },
} satisfies Meta<typeof StepForm>;

export default meta;
type Story = StoryObj<typeof meta>;

// Props that come from the loaded funnel step; the render function supplies them.
const fromFunnel = { stepId: '', title: '', form: { schema: {}, uiSchema: {}, messages: {}, submitLabel: 'Continue', skipLabel: 'Skip', optionalLabel: '(optional)' }, validator: undefined as never, skippable: false };

/** The first step of the medicare funnel. */
export const ZipCode: Story = {
  args: fromFunnel,
  loaders: [() => loadStoryStep('medicare', 'zip')],
};

/** A wrong ZIP code shows the funnel's message once the field loses focus. */
export const ZipCodeInvalid: Story = {
  args: fromFunnel,
  loaders: [() => loadStoryStep('medicare', 'zip')],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('ZIP code'), '123');
    await userEvent.tab();
    await expect(await canvas.findByText('Please enter a 5-digit ZIP code.')).toBeVisible();
  },
};

/** A yes/no question with Skip. */
export const YesNoSkippable: Story = {
  args: fromFunnel,
  loaders: [() => loadStoryStep('medicare', 'medicare')],
};

/** Two text fields, answers given earlier shown again. */
export const NameWithAnswers: Story = {
  args: { ...fromFunnel, initialValues: { firstName: 'Maria', lastName: 'Garcia' } },
  loaders: [() => loadStoryStep('medicare', 'name')],
};
