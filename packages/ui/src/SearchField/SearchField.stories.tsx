import type { Meta, StoryObj } from '@storybook/react-vite';
import { storyNarrow } from '../styles/stories.css';
import { SearchField } from './SearchField';

const meta = {
  title: 'Components/SearchField',
  component: SearchField,
  args: { isDisabled: false },
  render: (args, { globals }) => {
    const en = globals.locale === 'en';
    return (
      <div className={storyNarrow}>
        <SearchField
          {...args}
          label={args.label ?? (en ? 'Search products' : 'Produkte suchen')}
          placeholder={args.placeholder ?? (en ? 'Search products...' : 'Produkte suchen...')}
          clearLabel={args.clearLabel ?? (en ? 'Clear search' : 'Suche leeren')}
        />
      </div>
    );
  },
} satisfies Meta<typeof SearchField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const WithText: Story = { args: { defaultValue: 'Quantum' } };
export const Disabled: Story = { args: { isDisabled: true } };
