import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyNarrow } from '../styles/stories.css';
import { toolbarCopy } from '../styles/storyCopy';
import { TextArea } from './TextArea';

const meta = {
  title: 'Components/TextArea',
  component: TextArea,
  args: { label: 'Nachricht', rows: 4, isRequired: false, isDisabled: false, isInvalid: false },
  render: (args, { globals }) => {
    const en = globals.locale === 'en';
    return (
      <div className={storyNarrow}>
        <TextArea
          {...args}
          label={toolbarCopy(args.label, { de: 'Nachricht', en: 'Message' }, globals.locale)}
          placeholder={args.placeholder ?? (en ? 'How can we help?' : 'Wie können wir helfen?')}
          errorMessage={
            args.errorMessage ?? (en ? 'Please enter a message.' : 'Bitte geben Sie eine Nachricht ein.')
          }
        />
      </div>
    );
  },
} satisfies Meta<typeof TextArea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const FiveRows: Story = { args: { rows: 5, isRequired: true } };
export const Invalid: Story = { args: { isRequired: true, isInvalid: true } };
export const Disabled: Story = { args: { isDisabled: true } };
