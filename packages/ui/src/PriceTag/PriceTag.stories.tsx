import type { Meta, StoryObj } from '@storybook/react-vite';
import { PriceTag, priceTagSizes } from './PriceTag';

const meta = {
  title: 'Marketing/PriceTag',
  component: PriceTag,
  globals: { locale: 'en' },
  args: { amount: '$1,999', period: '/ month', size: 'md' },
  argTypes: { size: { control: 'inline-radio', options: priceTagSizes } },
} satisfies Meta<typeof PriceTag>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const WithPrefix: Story = { args: { prefix: 'from', amount: '$6,999' } };

export const WithNote: Story = {
  args: { amount: '€49.00', period: '30 min', note: '10% of proceeds support a school mindfulness project' },
};

export const Large: Story = { args: { amount: '$499', period: undefined, size: 'lg' } };

export const German: Story = {
  globals: { locale: 'de' },
  args: { prefix: 'ab', amount: '1.299 €', period: 'pro Monat', note: 'zzgl. gesetzlicher Mehrwertsteuer' },
};
