import type { Meta, StoryObj } from '@storybook/react-vite';
import { toolbarCopy } from '../styles/storyCopy';
import { StarRating } from './StarRating';

const meta = {
  title: 'Components/StarRating',
  component: StarRating,
  args: { label: 'Bewertung', isRequired: false, isDisabled: false, isInvalid: false, defaultValue: 0 },
  argTypes: { defaultValue: { control: { type: 'range', min: 0, max: 5 } } },
  render: (args, { globals }) => {
    const en = globals.locale === 'en';
    return (
      <StarRating
        {...args}
        label={toolbarCopy(args.label, { de: 'Bewertung', en: 'Rating' }, globals.locale)}
        starLabel={(n) => (en ? (n === 1 ? '1 star' : `${n} stars`) : n === 1 ? '1 Stern' : `${n} Sterne`)}
        errorMessage={
          args.errorMessage ?? (en ? 'Please choose a rating.' : 'Bitte wählen Sie eine Bewertung.')
        }
      />
    );
  },
} satisfies Meta<typeof StarRating>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const Empty: Story = { args: { isRequired: true } };
export const FourStars: Story = { args: { defaultValue: 4 } };
export const Invalid: Story = { args: { isRequired: true, isInvalid: true } };
export const Disabled: Story = { args: { isDisabled: true, defaultValue: 3 } };
