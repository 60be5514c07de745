import type { Meta, StoryObj } from '@storybook/react-vite';
import { ErrorPage } from './ErrorPage';

const meta = { title: 'Site/ErrorPage', component: ErrorPage } satisfies Meta<typeof ErrorPage>;
export default meta;
type Story = StoryObj<typeof meta>;

export const NotFound: Story = { args: { statusCode: 404 } };
export const ServerError: Story = { args: { statusCode: 500 } };
