/**
 * The public site's toasts: one at a time, 5000 ms (spec §9), on the library's site-wide queue that `SiteToasts`
 * shows. Forms import `showToast` from here and hold `SiteToasts` in their island, beside the form.
 */
export { showToast, type ToastContent as SiteToast, type ToastVariant } from '@site/ui';
