import { type RefObject, useEffect } from 'react';

/*
 * Each admin screen is a route of its own, so moving to another mounts it afresh, and the control that had the
 * focus (a tab, a header link, a dashboard button) is gone with the old screen: the focus fell to the page's body,
 * and the next Tab started again at the header. The new screen now takes the focus: its selected tab when the
 * admin moved by the tabs, else its heading, which a screen reader then reads out.
 */
let shownPath: string | undefined;
let byTabs = false;

/** The next screen is chosen by the tabs: it takes the focus on its own tab. */
export function movingByTabs(): void {
  byTabs = true;
}

/** Moves the focus into `main` once a screen other than the first shown in this tab is ready. */
export function useScreenFocus(main: RefObject<HTMLElement | null>, ready: boolean): void {
  useEffect(() => {
    if (!ready) return;
    const path = window.location.pathname;
    const moved = shownPath !== undefined && shownPath !== path;
    const tabs = byTabs;
    shownPath = path;
    byTabs = false;
    if (!moved) return;
    // The tabs are a collection, which React Aria renders a frame after the screen: give them a few frames.
    let frame = 0;
    let frames = tabs ? 10 : 0;
    const focus = () => {
      const active = document.activeElement;
      if (active && active !== document.body) return;
      const tab = main.current?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]');
      if (tab && tabs) return tab.focus();
      if (frames-- > 0) {
        frame = requestAnimationFrame(focus);
        return;
      }
      const heading = main.current?.querySelector<HTMLElement>('h1');
      if (!heading) return;
      heading.tabIndex = -1;
      heading.focus();
    };
    focus();
    return () => cancelAnimationFrame(frame);
  }, [ready, main]);
}

const focusable =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), textarea:not([disabled]), select:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * When the control that has the focus goes away under it (a selection bar's action, a removed list row, a button
 * that disables itself while it saves), the browser drops the focus to the page's body and the next Tab starts at
 * the header. Within the screen, the focus goes instead to the first control left in the nearest part of the
 * screen that is still there (the row's list, the panel), or to the screen's heading. With `instead`, the focus
 * goes there (the header's Save Changes, disabled once everything is saved, hands it to the screen's heading).
 */
export function useFocusRescue(
  main: RefObject<HTMLElement | null>,
  instead?: () => HTMLElement | null | undefined,
): void {
  useEffect(() => {
    const root = main.current;
    if (!root) return;
    // The browser fires no event when it drops the focus of a removed or disabled control; the screen's changes are
    // watched instead, and the last control focused in it remembered.
    let last: HTMLElement | null = null;
    // Its ancestors as they were: a removed row takes its own parent with it.
    let ancestors: HTMLElement[] = [];
    let frame = 0;
    const onFocusIn = (event: FocusEvent) => {
      last = event.target as HTMLElement;
      ancestors = [];
      for (let node = last.parentElement; node && node !== root; node = node.parentElement)
        ancestors.push(node);
      ancestors.push(root);
    };
    const rescue = () => {
      frame = 0;
      const active = document.activeElement;
      if (!last || (last.isConnected && !last.matches(':disabled'))) return;
      // Chromium 156 keeps a button that disabled itself as the active element (earlier ones dropped the focus to the
      // body); either way the keyboard has nowhere to go from there.
      if (active && active !== document.body && active !== last) return;
      const place = ancestors.find((node) => node.isConnected);
      if (!place || !root.isConnected) return;
      const target = instead
        ? instead()
        : (place.querySelector<HTMLElement>(focusable) ?? root.querySelector<HTMLElement>('h1'));
      if (!target) return;
      if (!target.matches(focusable)) target.tabIndex = -1;
      target.focus();
    };
    const observer = new MutationObserver(() => {
      frame ||= requestAnimationFrame(rescue);
    });
    observer.observe(root, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['disabled'],
    });
    root.addEventListener('focusin', onFocusIn);
    return () => {
      observer.disconnect();
      root.removeEventListener('focusin', onFocusIn);
      cancelAnimationFrame(frame);
    };
  }, [main, instead]);
}
