import type { Meta, StoryObj } from '@storybook/react-vite';
import { AlertDialog, alertDialogVariants } from './AlertDialog';

const meta = {
  title: 'Components/AlertDialog',
  component: AlertDialog,
  argTypes: { variant: { control: 'inline-radio', options: alertDialogVariants } },
  args: { variant: 'destructive', defaultOpen: true, title: '', children: '', confirmLabel: '' },
  parameters: { screenshot: { target: 'viewport' } },
  render: (args, { globals }) => {
    const en = globals.locale === 'en';
    return (
      <AlertDialog
        {...args}
        title={en ? 'Delete product?' : 'Produkt löschen?'}
        confirmLabel={en ? 'Delete' : 'Löschen'}
        cancelLabel={en ? 'Cancel' : 'Abbrechen'}
      >
        {en
          ? 'Are you sure you want to delete this product?'
          : 'Sind Sie sicher, dass Sie dieses Produkt löschen möchten?'}
      </AlertDialog>
    );
  },
} satisfies Meta<typeof AlertDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const Default: Story = { args: { variant: 'default' } };
