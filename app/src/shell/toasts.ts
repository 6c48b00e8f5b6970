/**
 * The public site's toast queue. Forms call `showToast`; the region in the shell (SiteToasts) shows one toast at a
 * time for 5000 ms (spec §9). Until the region mounts, toasts wait in the queue.
 */
export type ToastVariant = 'default' | 'success' | 'destructive';

export interface SiteToast {
  title: string;
  description?: string;
  variant?: ToastVariant;
}

type Listener = (toast: SiteToast) => void;
const pending: SiteToast[] = [];
let listener: Listener | undefined;

export function showToast(toast: SiteToast) {
  if (listener) listener(toast);
  else pending.push(toast);
}

/** Connects the region; returns the disconnect function. */
export function connectToastRegion(next: Listener): () => void {
  listener = next;
  for (const toast of pending.splice(0)) next(toast);
  return () => {
    if (listener === next) listener = undefined;
  };
}
