import type { Meta, StoryObj } from '@storybook/react-vite';
import { inAdminLanguage } from './editorStory';
import { type PreviewLang, PreviewPanel, type PreviewTheme } from './PreviewPanel';

/** A stand-in for the API's rendered page: the frame's language and theme, in plain HTML. */
const standIn = (lang: PreviewLang, theme: PreviewTheme) =>
  `data:text/html;charset=utf-8,${encodeURIComponent(
    `<!DOCTYPE html><html lang="${lang}"><body style="margin:0;padding:24px;font:18px/1.5 sans-serif;background:${
      theme === 'dark' ? '#0b1020;color:#f5f7fa' : '#ffffff;color:#111827'
    }"><h1>${lang === 'de' ? 'Das Team' : 'The team'}</h1><p>${
      lang === 'de' ? 'Wir sind klein, schnell und persönlich.' : 'We are small, fast and personal.'
    }</p></body></html>`,
  )}`;

/** The preview panel: the page in a frame where nothing runs, per language, theme and width. */
const meta = {
  title: 'Admin/Content/PreviewPanel',
  component: PreviewPanel,
  decorators: [inAdminLanguage],
  args: { pageId: 'team', name: 'Team', version: '1', onClose: () => undefined, source: standIn },
  argTypes: { source: { control: false }, onClose: { control: false } },
  globals: { locale: 'en' },
} satisfies Meta<typeof PreviewPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

/** A German admin. */
export const German: Story = { globals: { locale: 'de' } };

/** On a 320 px phone: the switches wrap, and the page is scaled to the panel. */
export const Phone: Story = { globals: { viewport: { value: 'mobile1' } } };
