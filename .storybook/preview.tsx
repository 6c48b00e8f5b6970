import '@site/tokens';
import type { Preview } from '@storybook/react-vite';
import { I18nProvider } from 'react-aria-components';
import { storyRoot } from './preview.css';

export type StoryLocale = 'de' | 'en';
export type StoryTheme = 'light' | 'dark';

const preview: Preview = {
  tags: ['autodocs'],
  globalTypes: {
    theme: {
      description: 'Colour theme (class `dark` on <html>)',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
    locale: {
      description: 'Language of the story copy',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'de', title: 'Deutsch' },
          { value: 'en', title: 'English' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light', locale: 'de' },
  decorators: [
    (Story, { globals }) => {
      // Set during render, not in an effect, so the first painted frame already has the right theme and language.
      document.documentElement.classList.toggle('dark', globals.theme === 'dark');
      document.documentElement.lang = globals.locale === 'en' ? 'en' : 'de';
      // React Aria's own words and numbers (a slider's value text, "4,47:1") follow the toolbar, not the browser.
      return (
        <I18nProvider locale={globals.locale === 'en' ? 'en-US' : 'de-DE'}>
          <div className={storyRoot} data-story-root="">
            <Story />
          </div>
        </I18nProvider>
      );
    },
  ],
  parameters: {
    // The story root brings its own padding and page colour (see preview.css.ts).
    layout: 'fullscreen',
    controls: { matchers: { color: /(background|color)$/i } },
    a11y: { test: 'error' },
  },
};

export default preview;
