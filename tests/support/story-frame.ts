/**
 * The frame stories are captured in, shared by the story hooks (story-setup.ts, in the browser) and the Vitest
 * config (in Node), so the two cannot disagree.
 *
 * Every story is captured at this size, so a baseline never depends on the machine's window. It equals the
 * headless window, because vitest scales a larger iframe down to fit, which blurs every capture.
 */
export const storyViewport = { width: 1280, height: 720 } as const;

/**
 * A story taller than the frame gets a taller one, up to this; the page around the frame has this height, so
 * Vitest never scales a tall frame down to fit.
 */
export const tallestStory = 2400;
