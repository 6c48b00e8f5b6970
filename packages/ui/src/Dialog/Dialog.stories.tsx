import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/Button';
import { Text } from '../Heading/Text';
import { Stack } from '../Layout/Stack';
import { Dialog, DialogTrigger } from './Dialog';
import { Modal, modalSizes } from './Modal';

const meta = {
  title: 'Components/Dialog',
  component: Modal,
  subcomponents: { Dialog },
  argTypes: { size: { control: 'inline-radio', options: modalSizes } },
  args: { size: 'md', isDismissable: true },
  // On the docs page each story has a frame of its own: an open modal covers its story, not the page.
  parameters: { screenshot: { target: 'viewport' }, docs: { story: { inline: false, height: '480px' } } },
  render: (args, { globals }) => {
    const en = globals.locale === 'en';
    return (
      <DialogTrigger defaultOpen>
        <Button>{en ? 'Add product' : 'Produkt hinzufügen'}</Button>
        <Modal {...args}>
          <Dialog
            title={en ? 'Add New Product' : 'Neues Produkt hinzufügen'}
            closeLabel={en ? 'Close' : 'Schließen'}
          >
            {({ close }) => (
              <Stack gap="6">
                <Text tone="muted">
                  {en
                    ? 'Name, type and colour can be changed later.'
                    : 'Name, Typ und Farbe lassen sich später ändern.'}
                </Text>
                <Stack direction="row" justify="end" gap="3">
                  <Button variant="outline" onPress={close}>
                    {en ? 'Cancel' : 'Abbrechen'}
                  </Button>
                  <Button onPress={close}>{en ? 'Save Product' : 'Produkt speichern'}</Button>
                </Stack>
              </Stack>
            )}
          </Dialog>
        </Modal>
      </DialogTrigger>
    );
  },
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const Small: Story = { args: { size: 'sm' } };
export const Large: Story = { args: { size: 'lg' } };
