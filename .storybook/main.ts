import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import type { StorybookConfig } from '@storybook/react-vite';
import { fileURLToPath } from 'node:url';
import { mergeConfig } from 'vite';

const config: StorybookConfig = {
  framework: '@storybook/react-vite',
  stories: ['../packages/ui/src/**/*.stories.tsx', '../app/src/**/*.stories.tsx'],
  addons: ['@storybook/addon-a11y', '@storybook/addon-docs', '@storybook/addon-vitest'],
  core: { disableTelemetry: true },
  typescript: {
    // Prop tables in autodocs come from the components' JSDoc (`@default`). The root tsconfig only lists the
    // projects, so docgen is pointed at the component library's own; without it every table was empty.
    reactDocgen: 'react-docgen-typescript',
    reactDocgenTypescriptOptions: {
      tsconfigPath: fileURLToPath(new URL('../packages/ui/tsconfig.json', import.meta.url)),
      // The props a component declares, not the hundreds it passes on from react-aria-components and the DOM.
      propFilter: (prop) => !prop.parent || !/node_modules/.test(prop.parent.fileName),
      // Storybook's own defaults, which options given here replace: without them an optional boolean's type reads
      // `boolean | undefined`, a union of strings is no select, and the controls fell back to JSON editors.
      shouldRemoveUndefinedFromOptional: true,
      shouldExtractLiteralValuesFromEnum: true,
    },
  },
  viteFinal: (viteConfig) => mergeConfig(viteConfig, { plugins: [vanillaExtractPlugin()] }),
};

export default config;
