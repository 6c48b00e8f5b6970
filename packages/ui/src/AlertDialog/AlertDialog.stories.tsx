import type { Meta, StoryObj } from '@storybook/react-vite';
import { AlertDialog, alertDialogVariants } from './AlertDialog';

const meta = {
  title: 'Components/AlertDialog',
  component: AlertDialog,
  argTypes: { variant: { control: 'inline-radio', options: alertDialogVariants } },
  args: { variant: 'destructive', defaultOpen: true, title: '', children: '', confirmLabel: '' },
  // On the docs page each story has a frame of its own: an open modal covers its story, not the page.
  parameters: { screenshot: { target: 'viewport' }, docs: { story: { inline: false, height: '320px' } } },
  // Texts left empty take the story's wording in the toolbar's language; `defaultOpen` applies as it changes.
  render: (args, { globals }) => {
    const en = globals.locale === 'en';
    return (
      <AlertDialog
        {...args}
        key={String(args.defaultOpen)}
        title={args.title || (en ? 'Delete product?' : 'Produkt löschen?')}
        confirmLabel={args.confirmLabel || (en ? 'Delete' : 'Löschen')}
        cancelLabel={args.cancelLabel || (en ? 'Cancel' : 'Abbrechen')}
      >
        {args.children ||
          (en
            ? 'Are you sure you want to delete this product?'
            : 'Sind Sie sicher, dass Sie dieses Produkt löschen möchten?')}
      </AlertDialog>
    );
  },
} satisfies Meta<typeof AlertDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const Default: Story = { args: { variant: 'default' } };
