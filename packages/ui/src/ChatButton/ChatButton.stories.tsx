import type { Meta, StoryObj } from '@storybook/react-vite';
import { ChatButton, preloadChatPanel } from './ChatButton';

const copy = {
  de: {
    openLabel: 'Chat öffnen',
    closeLabel: 'Chat schließen',
    title: 'KI-Assistent',
    placeholder: 'Unser KI-Assistent ist bald für Sie da.',
    dialogCloseLabel: 'Schließen',
  },
  en: {
    openLabel: 'Open chat',
    closeLabel: 'Close chat',
    title: 'AI assistant',
    placeholder: 'Our AI assistant will be here for you soon.',
    dialogCloseLabel: 'Close',
  },
} as const;

const meta = {
  title: 'Components/ChatButton',
  component: ChatButton,
  // On the docs page each story has a frame of its own, tall enough for the open panel in its corner.
  parameters: { screenshot: { target: 'viewport' }, docs: { story: { inline: false, height: '520px' } } },
  // The open panel's code loads when the chat is about to open; the stories show it loaded.
  loaders: [
    async () => {
      await preloadChatPanel();
      return {};
    },
  ],
  render: (args, { globals }) => <ChatButton {...copy[globals.locale === 'en' ? 'en' : 'de']} {...args} />,
} satisfies Meta<typeof ChatButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const Open: Story = { args: { defaultOpen: true } };
