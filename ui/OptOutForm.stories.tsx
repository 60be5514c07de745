import type { Meta, StoryObj } from '@storybook/react-vite';
import { OptOutForm } from './OptOutForm';
import { copyFor } from '../engine/copy/copyFor';

const meta = {
  title: 'Site/OptOutForm',
  component: OptOutForm,
  args: { copy: copyFor('english').optOut, status: 'idle', onSubmit: () => undefined },
} satisfies Meta<typeof OptOutForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** The form as the page opens. */
export const Empty: Story = {};
/** Saved: the confirmation in the live region. */
export const Done: Story = { args: { status: 'done' } };
/** The server refused the phone number: the field says why. */
export const WrongPhone: Story = { args: { status: 'phone' } };
/** The server did not answer: try again, or call. */
export const Failed: Story = { args: { status: 'failed' } };
/** In Spanish, saved. */
export const SpanishDone: Story = { args: { copy: copyFor('spanish').optOut, status: 'done' } };
