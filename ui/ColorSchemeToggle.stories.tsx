import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ColorSchemeToggle, type ColorSchemeChoice } from './ColorSchemeToggle';
import { storyPage } from '../.storybook/storyPage';
import { copyFor } from '../engine/copy/copyFor';

const meta = {
  title: 'Content/ColorSchemeToggle',
  component: ColorSchemeToggle,
  args: {
    value: 'system',
    onChange: fn(),
    labels: {
      title: copyFor('english').template.colorScheme,
      light: copyFor('english').template.light,
      dark: copyFor('english').template.dark,
      system: copyFor('english').template.system,
    },
  },
  render: function Render(args, { globals }) {
    const [value, setValue] = useState<ColorSchemeChoice>(args.value);
    const { words } = storyPage(globals);
    return (
      <ColorSchemeToggle
        value={value}
        labels={{
          title: words.colorScheme,
          light: words.light,
          dark: words.dark,
          system: words.system,
        }}
        onChange={(choice) => {
          setValue(choice);
          args.onChange(choice);
        }}
      />
    );
  },
} satisfies Meta<typeof ColorSchemeToggle>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Light / Dark / System as radios: the arrow keys move the choice. */
export const Toggle: Story = {
  play: async ({ args, canvasElement }) => {
    const radios = within(canvasElement).getAllByRole('radio');
    await expect(radios[2]).toBeChecked();
    await userEvent.click(radios[1]!);
    await expect(args.onChange).toHaveBeenLastCalledWith('dark');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(args.onChange).toHaveBeenLastCalledWith('light');
  },
};
