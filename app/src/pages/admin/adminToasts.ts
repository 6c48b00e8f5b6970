import { addToast, createToastQueue, type ToastContent } from '@site/ui';

/**
 * The admin's own queue: the public shell (and its region) is not rendered under /admin, so the admin page
 * renders a `ToastRegion` for this queue itself. One toast at a time, each for 5000 ms (spec §9).
 */
export const adminToastQueue = createToastQueue();

export function showAdminToast(content: ToastContent): string {
  return addToast(adminToastQueue, content);
}
