import type { ProjectAnnotations } from '@storybook/react-vite';
import type { ReactRenderer } from '@storybook/react-vite';
/** Every story is captured at this size, so a baseline never depends on the machine's window. */
export declare const storyViewport: {
  readonly width: 1024;
  readonly height: 768;
};
/**
 * Per-story switches, set as `parameters.screenshot` in a story or meta:
 * `target: 'viewport'` for overlays (modals, toasts) that portal out of the story root; `disable` for stories
 * that only exist to be interacted with.
 */
export interface ScreenshotParameters {
  target?: 'root' | 'viewport';
  disable?: boolean;
}
/**
 * Storybook hooks added only in the vitest run (not in the Storybook UI): fixed viewport, no console errors,
 * then a pixel-exact capture of the story in the light and the dark theme.
 */
export declare const storyTestAnnotations: ProjectAnnotations<ReactRenderer>;
declare module 'vitest/browser' {
  interface BrowserCommands {
    /** Added by @storybook/addon-vitest: moves the mouse off the page. */
    resetMousePosition?: () => Promise<void>;
  }
}
