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

/**
 * Shows one toast at a time, the newest. A newer toast closes the notices before it, so one that no longer holds (the
 * error before the success) never comes back when the newer one goes; a toast with an action (Undo) waits behind it
 * and shows again once it has gone.
 */
class NoticeQueue extends ToastQueue<ToastContent> {
  override add(content: ToastContent, options?: ToastOptions): string {
    for (const toast of this.visibleToasts) if (!toast.content.action) this.close(toast.key);
    return super.add(content, options);
  }
}

export function createToastQueue(): ToastQueue<ToastContent> {
  return new NoticeQueue({ maxVisibleToasts: 1 });
}

/** The site-wide queue the app's `ToastRegion` shows by default. */
export const toastQueue = createToastQueue();

const sameNotice = (a: ToastContent, b: ToastContent) =>
  a.title === b.title &&
  a.description === b.description &&
  (a.variant ?? 'default') === (b.variant ?? 'default') &&
  !a.action &&
  !b.action;

/**
 * Shows a toast on `queue` and returns its key, unless the same notice (title, description, variant; no action) is
 * showing already: the two answers of a double press, or one error met twice, are said once, not one after the other.
 */
export function addToast(
  queue: ToastQueue<ToastContent>,
  content: ToastContent,
  options: ToastOptions = {},
): string {
  const showing = queue.visibleToasts.find((toast) => sameNotice(toast.content, content));
  if (showing) return showing.key;
  return queue.add(content, { timeout: defaultToastTimeout, ...options });
}

/** Shows a toast on the site-wide queue and returns its key (for `toastQueue.close(key)`). */
export function showToast(content: ToastContent, options: ToastOptions = {}): string {
  return addToast(toastQueue, content, options);
}
