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
