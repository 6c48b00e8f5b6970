import type { Meta, StoryObj } from '@storybook/react-vite';
import { Text } from '../Heading/Text';
import { Tab, TabList, TabPanel, Tabs } from './Tabs';

const copy = {
  de: { label: 'Farbwähler', tabs: ['Farbrad', 'HSL-Regler', 'Vorlagen'], body: 'Inhalt des Reiters' },
  en: { label: 'Color picker', tabs: ['Color Wheel', 'HSL Sliders', 'Presets'], body: 'Content of the tab' },
} as const;

const meta = {
  title: 'Components/Tabs',
  component: Tabs,
  args: { isDisabled: false },
  render: (args, { globals }) => {
    const t = copy[globals.locale === 'en' ? 'en' : 'de'];
    return (
      <Tabs {...args}>
        <TabList aria-label={t.label}>
          {t.tabs.map((name, i) => (
            <Tab key={name} id={String(i)}>
              {name}
            </Tab>
          ))}
        </TabList>
        {t.tabs.map((name, i) => (
          <TabPanel key={name} id={String(i)}>
            <Text>
              {t.body}: {name}
            </Text>
          </TabPanel>
        ))}
      </Tabs>
    );
  },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};
export const SecondSelected: Story = { args: { defaultSelectedKey: '1' } };
export const Disabled: Story = { args: { isDisabled: true } };
