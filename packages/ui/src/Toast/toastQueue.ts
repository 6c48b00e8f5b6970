import { UNSTABLE_ToastQueue as ToastQueue, type ToastOptions } from 'react-aria-components';

export const toastVariants = ['default', 'success', 'destructive'] as const;
export type ToastVariant = (typeof toastVariants)[number];

/** What a toast says. All text comes from the caller, in the page's language. */
export interface ToastContent {
  title: string;
  description?: string;
  /** @default 'default' */
  variant?: ToastVariant;
  /** One button beside the text, e.g. "Undo"; pressing it closes the toast. */
  action?: { label: string; onAction: () => void };
}

/** How long a toast stays when nobody hovers or focuses it. */
export const defaultToastTimeout = 5000;

/** A queue that shows one toast at a time; a newer toast waits until the current one is gone. */
export function createToastQueue(): ToastQueue<ToastContent> {
  return new ToastQueue<ToastContent>({ maxVisibleToasts: 1 });
}

/** The site-wide queue the app's `ToastRegion` shows by default. */
export const toastQueue = createToastQueue();

/** Shows a toast on the site-wide queue and returns its key (for `toastQueue.close(key)`). */
export function showToast(content: ToastContent, options: ToastOptions = {}): string {
  return toastQueue.add(content, { timeout: defaultToastTimeout, ...options });
}
