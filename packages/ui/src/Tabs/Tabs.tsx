import { useContext, useEffect, useRef } from 'react';
import {
  Tab as RACTab,
  TabListStateContext,
  TabList as RACTabList,
  TabPanel as RACTabPanel,
  Tabs as RACTabs,
  type TabListProps,
  type TabPanelProps,
  type TabProps,
  type TabsProps,
} from 'react-aria-components';
import { withClass } from '../styles/withClass';
import { tab, tabList, tabPanel, tabs } from './Tabs.css';

/** Tabs with RAC's keyboard model (arrows move, Home/End jump). Control with `selectedKey` + `onSelectionChange`. */
export function Tabs({ className, ...rest }: TabsProps) {
  return <RACTabs {...rest} className={withClass(tabs, className)} />;
}

/** Needs an `aria-label` when no heading names the tab set. */
export function TabList<T extends object>({ className, ...rest }: TabListProps<T>) {
  const ref = useRef<HTMLDivElement>(null);
  const selectedKey = useContext(TabListStateContext)?.selectedKey;
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs whenever the selection moves.
  useEffect(() => {
    // A frame later: on arrival the tabs are rendered into the list after the list itself.
    const frame = requestAnimationFrame(() => showSelectedTab(ref.current));
    return () => cancelAnimationFrame(frame);
  }, [selectedKey]);
  return <RACTabList {...rest} ref={ref} className={withClass(tabList, className)} />;
}

/**
 * Scrolls a list that is wider than its box (four tabs on a phone) so the selected tab shows whole; the list
 * scrolls sideways on its own, the page does not move.
 */
function showSelectedTab(list: HTMLElement | null) {
  const tab = list?.querySelector<HTMLElement>('[role="tab"][aria-selected="true"]');
  if (!tab || !list || list.scrollWidth <= list.clientWidth) return;
  const box = list.getBoundingClientRect();
  const own = tab.getBoundingClientRect();
  if (own.left < box.left) list.scrollLeft -= box.left - own.left;
  else if (own.right > box.right) list.scrollLeft += own.right - box.right;
}

export function Tab({ className, ...rest }: TabProps) {
  return <RACTab {...rest} className={withClass(tab, className)} />;
}

export function TabPanel({ className, ...rest }: TabPanelProps) {
  return <RACTabPanel {...rest} className={withClass(tabPanel, className)} />;
}

export type { Key, TabListProps, TabPanelProps, TabProps, TabsProps } from 'react-aria-components';
