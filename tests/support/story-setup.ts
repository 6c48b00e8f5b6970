import type { Preview, StoryContext } from '@storybook/react-vite';
import { MINIMAL_VIEWPORTS } from 'storybook/viewport';
import { beforeAll, expect, inject } from 'vitest';
import { cdp, commands, page } from 'vitest/browser';

import { storyViewport, tallestStory } from './story-frame';
import { copyLanguage } from './story-language';

export { storyViewport };

/**
 * Per-story switches, set as `parameters.screenshot` in a story or meta:
 * `target: 'viewport'` for overlays (modals, toasts) that portal out of the story root; `disable` for stories
 * that only exist to be interacted with.
 */
export interface ScreenshotParameters {
  target?: 'root' | 'viewport';
  disable?: boolean;
}

const pixelExact = { comparatorOptions: { threshold: 0, allowedMismatchedPixels: 0 } } as const;

/**
 * The screenshots are only comparable when they come from the pinned browser with the pinned fonts: its own version
 * in the user agent, and the interface font measuring as DejaVu Sans (on a desktop it would be Cantarell, Ubuntu, …).
 */
export function screenshotBrowserProblem(): string | undefined {
  const expected = inject('screenshotChromiumVersion');
  if (!navigator.userAgent.includes(`Chrome/${expected} `))
    return `The stories run in "${navigator.userAgent}", not in the pinned Chromium ${expected}.`;
  const context = document.createElement('canvas').getContext('2d');
  if (!context) return 'No 2D canvas to measure the fonts with.';
  const width = (font: string) => {
    context.font = font;
    return context.measureText('Hallo Welt, äöü 0123 — Wg').width;
  };
  const interfaceFont = width('16px system-ui');
  if (interfaceFont !== width('16px "DejaVu Sans"') || interfaceFont === width('16px "DejaVu Serif"'))
    return 'The interface font in the screenshot browser is not the pinned DejaVu Sans.';
  return undefined;
}

beforeAll(async () => {
  const problem = screenshotBrowserProblem();
  if (problem) throw new Error(problem);
  // Spinners, transitions and toasts honour this, so the captured frame is the final one.
  await cdp().send('Emulation.setEmulatedMedia', {
    features: [{ name: 'prefers-reduced-motion', value: 'reduce' }],
  });
});

function nextFrame(): Promise<void> {
  return new Promise((resolve) => requestAnimationFrame(() => resolve()));
}

async function settle(): Promise<void> {
  await document.fonts.ready;
  // Two frames: the first applies the class change, the second is painted with it.
  await nextFrame();
  await nextFrame();
  // A canvas drawn on a worker (the particle field) marks itself `data-drawing` until its picture is drawn.
  for (let waited = 0; document.querySelector('[data-drawing]') && waited < 100; waited += 1)
    await nextFrame();
  await nextFrame();
}

const consoleErrors = new WeakMap<object, string[]>();

/** The story's frame: the harness's, or the Storybook viewport a story names (`globals: { viewport: { value } }`). */
function storyFrame(context: StoryContext): { width: number; height: number } {
  const named = (context.globals.viewport as { value?: string } | undefined)?.value;
  if (named && named in MINIMAL_VIEWPORTS) {
    const { width, height } = MINIMAL_VIEWPORTS[named as keyof typeof MINIMAL_VIEWPORTS].styles;
    return { width: Number.parseInt(width, 10), height: Number.parseInt(height, 10) };
  }
  if (named) throw new Error(`The story names a viewport the harness does not know: ${named}`);
  return storyViewport;
}

async function captureBothThemes(context: StoryContext): Promise<void> {
  const screenshot = (context.parameters.screenshot ?? {}) as ScreenshotParameters;
  if (screenshot.disable) return;
  const root = document.documentElement;
  const wasDark = root.classList.contains('dark');
  // Overlays portal out of the story root, so they are captured as the whole viewport.
  const storyRoot =
    screenshot.target === 'viewport'
      ? undefined
      : (context.canvasElement.querySelector('[data-story-root]') ?? context.canvasElement);
  const target = page.elementLocator(storyRoot ?? document.body);
  const name = context.id.split('--')[1] ?? context.id;
  // Hover must not leak from the previous interaction into the picture.
  const noPointer = document.createElement('style');
  noPointer.textContent = '*, *::before, *::after { pointer-events: none !important; }';
  document.head.append(noPointer);
  try {
    await commands.resetMousePosition?.();
    if (storyRoot) {
      // An element capture is cut off at the bottom of the frame, so a story taller than the frame gets a taller one.
      const bottom = Math.ceil(storyRoot.getBoundingClientRect().bottom + window.scrollY);
      const frame = storyFrame(context);
      if (bottom > frame.height) {
        await page.viewport(frame.width, Math.min(bottom, tallestStory));
        await settle();
      }
    }
    for (const theme of ['light', 'dark'] as const) {
      root.classList.toggle('dark', theme === 'dark');
      await settle();
      await expect.element(target).toMatchScreenshot(`${name}-${theme}`, pixelExact);
    }
  } finally {
    root.classList.toggle('dark', wasDark);
    noPointer.remove();
  }
}

/**
 * Storybook hooks added only in the vitest run (not in the Storybook UI): fixed viewport, no console errors,
 * then a pixel-exact capture of the story in the light and the dark theme.
 */
export const storyTestAnnotations: Preview = {
  beforeEach: async (context) => {
    const frame = storyFrame(context);
    await page.viewport(frame.width, frame.height);
    const logged: string[] = [];
    consoleErrors.set(context, logged);
    const original = console.error;
    console.error = (...args: unknown[]) => {
      logged.push(args.map(String).join(' '));
      original(...args);
    };
    return () => {
      console.error = original;
    };
  },
  afterEach: async (context) => {
    const logged = consoleErrors.get(context) ?? [];
    if (logged.length > 0) throw new Error(`The story logged console.error:\n${logged.join('\n')}`);
    // Screen readers pick their voice, and the browser its hyphenation, from <html lang>: a story whose copy is in
    // one language sets the toolbar's locale in its `globals`.
    // biome-ignore lint/performance/useDomNodeTextContent: the rendered copy, not the text of scripts and styles
    const reads = copyLanguage(document.body.innerText);
    if (reads && reads !== document.documentElement.lang)
      throw new Error(
        `The story's copy reads as "${reads}" but the page says lang="${document.documentElement.lang}"`,
      );
    await captureBothThemes(context);
  },
};

declare module 'vitest/browser' {
  interface BrowserCommands {
    /** Added by @storybook/addon-vitest: moves the mouse off the page. */
    resetMousePosition?: () => Promise<void>;
  }
}
