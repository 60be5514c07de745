import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { StepForm } from './StepForm';
import consentEnglish from '../campaigns/consents/tcpa-marketplace.english.json';
import consentSpanish from '../campaigns/consents/tcpa-marketplace.spanish.json';
import { renderDisclosure } from '../engine/consent/renderDisclosure';
import { disclosureSchema } from '../schemas/consentDisclosure';
import { loadStoryStep } from '../.storybook/storyFunnel';
import { storyPage } from '../.storybook/storyPage';

type Loaded = Awaited<ReturnType<typeof loadStoryStep>>;

const consentDisclosures = {
  english: disclosureSchema.parse(consentEnglish),
  spanish: disclosureSchema.parse(consentSpanish),
};

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
const fromFunnel = {
  stepId: '',
  title: '',
  form: {
    schema: {},
    uiSchema: {},
    messages: {},
    submitLabel: 'Continue',
    skipLabel: 'Skip',
    optionalLabel: '(optional)',
  },
  validator: undefined as never,
  skippable: false,
};

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

/**
 * The consent step: the disclosure in full above "I agree", every box unchecked. The toolbar's
 * brand fills the brand and its sellers, its language picks the funnel (medicare or medicare-es)
 * and the disclosure's language, its palette light or dark.
 */
export const ConsentStep: Story = {
  args: fromFunnel,
  loaders: [
    async ({ globals }) =>
      loadStoryStep(
        storyPage(globals).language === 'spanish' ? 'medicare-es' : 'medicare',
        'consent',
      ),
  ],
  render: (args, { loaded, globals }) => {
    const { step, validator } = loaded as Loaded;
    const { language, brand } = storyPage(globals);
    const disclosure = consentDisclosures[language];
    const text = renderDisclosure(disclosure.versions.at(-1)!.text, brand, language);
    return (
      <StepForm
        {...args}
        stepId={step.id}
        title={step.title}
        form={step.form}
        validator={validator}
        skippable={step.skippable}
        disclosure={text}
      />
    );
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const box of canvas.getAllByRole('checkbox')) await expect(box).not.toBeChecked();
    const agree = canvas.getByRole('button', {
      name: /I agree, show my options|Acepto, ver mis opciones/,
    });
    await expect(
      canvasElement.querySelector(`#${agree.getAttribute('aria-describedby') ?? 'none'}`),
    ).toBeVisible();
  },
};
