import type { Meta, StoryObj } from '@storybook/react-vite';
import { Link } from '../Link/Link';
import { Callout, calloutTones } from './Callout';

const meta = {
  title: 'Marketing/Callout',
  component: Callout,
  globals: { locale: 'en' },
  args: {
    title: 'Disclaimer',
    tone: 'info',
    headingLevel: 4,
    children: (
      <p>
        NOVA is an AI, not a human advisor. It gives no medical, financial or legal advice. Results vary from
        person to person.
      </p>
    ),
  },
  argTypes: { tone: { control: 'inline-radio', options: calloutTones } },
} satisfies Meta<typeof Callout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const Warning: Story = { args: { tone: 'warning', title: 'Please note' } };

export const WithLink: Story = {
  args: {
    children: (
      <p>
        Details on how we process your data are in our <Link href="#privacy">privacy policy</Link>.
      </p>
    ),
  },
};

export const German: Story = {
  globals: { locale: 'de' },
  args: {
    title: 'Haftungsausschluss',
    children: (
      <>
        <p>
          NOVA ist eine künstliche Intelligenz und ersetzt keine menschliche Beratung. Es werden keine
          medizinischen, finanziellen oder rechtlichen Empfehlungen gegeben.
        </p>
        <p>Die Ergebnisse können individuell unterschiedlich ausfallen.</p>
      </>
    ),
  },
};
