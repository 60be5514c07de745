import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ComponentGallery } from './ComponentGallery';
import { StepForm } from './StepForm';
import { loadStoryStep } from '../.storybook/storyFunnel';
import { storyPage } from '../.storybook/storyPage';
import { copyFor } from '../engine/copy/copyFor';

type Loaded = Awaited<ReturnType<typeof loadStoryStep>>;

const meta = {
  title: 'Templates/Showcase',
  component: ComponentGallery,
  args: { phone: '18005550100', copy: copyFor('english') },
  loaders: [() => loadStoryStep('medicare', 'zip')],
  render: (args, { globals, loaded }) => {
    const { step, validator } = loaded as Loaded;
    return (
      <ComponentGallery
        {...args}
        phone={storyPage(globals).brand.defaultPhone}
        copy={copyFor(storyPage(globals).language)}
        stepForm={
          <StepForm
            stepId={step.id}
            title={step.title}
            description={step.description}
            form={step.form}
            validator={validator}
            initialValues={{}}
            skippable={step.skippable}
            headingLevel={2}
            onSubmit={fn()}
            onSkip={fn()}
          />
        }
      />
    );
  },
} satisfies Meta<typeof ComponentGallery>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The dark-mode test page's gallery: every component of the site (switch the toolbar's scheme and brand). */
export const EveryComponent: Story = {};
