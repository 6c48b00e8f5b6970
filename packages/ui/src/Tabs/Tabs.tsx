import {
  composeRenderProps,
  Tab as RACTab,
  TabList as RACTabList,
  TabPanel as RACTabPanel,
  Tabs as RACTabs,
  type TabListProps,
  type TabPanelProps,
  type TabProps,
  type TabsProps,
} from 'react-aria-components';
import { tab, tabList, tabPanel, tabs } from './Tabs.css';

/** Tabs with RAC's keyboard model (arrows move, Home/End jump). Control with `selectedKey` + `onSelectionChange`. */
export function Tabs({ className, ...rest }: TabsProps) {
  return (
    <RACTabs
      {...rest}
      className={composeRenderProps(className, (custom) => [tabs, custom].filter(Boolean).join(' '))}
    />
  );
}

/** Needs an `aria-label` when no heading names the tab set. */
export function TabList<T extends object>({ className, ...rest }: TabListProps<T>) {
  return (
    <RACTabList
      {...rest}
      className={composeRenderProps(className, (custom) => [tabList, custom].filter(Boolean).join(' '))}
    />
  );
}

export function Tab({ className, ...rest }: TabProps) {
  return (
    <RACTab
      {...rest}
      className={composeRenderProps(className, (custom) => [tab, custom].filter(Boolean).join(' '))}
    />
  );
}

export function TabPanel({ className, ...rest }: TabPanelProps) {
  return (
    <RACTabPanel
      {...rest}
      className={composeRenderProps(className, (custom) => [tabPanel, custom].filter(Boolean).join(' '))}
    />
  );
}

export type { Key, TabListProps, TabPanelProps, TabProps, TabsProps } from 'react-aria-components';
