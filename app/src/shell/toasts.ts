/**
 * The public site's toasts: one at a time, 5000 ms (spec §9), on the library's site-wide queue that `SiteToasts`
 * shows. Forms import `showToast` from here so the shell stays the one place that decides where toasts appear.
 */
export { showToast, type ToastContent as SiteToast, type ToastVariant } from '@site/ui';
