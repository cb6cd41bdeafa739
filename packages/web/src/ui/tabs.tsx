import type { ReactNode } from 'react';
import { Tab, TabList, TabPanel, Tabs as AriaTabs } from 'react-aria-components';
import './tabs.css';

export interface TabItem {
  id: string;
  label: ReactNode;
  content: ReactNode;
  isDisabled?: boolean;
}

export interface TabsProps {
  items: TabItem[];
  /** Controlled: the open tab's id. */
  selectedKey?: string;
  /** Uncontrolled: the tab open at first (the first enabled one by default). */
  defaultSelectedKey?: string;
  onSelectionChange?: (id: string) => void;
  /** Names the tab list. */
  'aria-label': string;
  className?: string;
}

/**
 * antd's Tabs on RAC: a tab list over the open panel, arrows, Home and End moving between tabs (RAC selects
 * on focus), the open tab's ink bar in the strong brand gold. Only the open panel is drawn.
 */
export function Tabs({
  items,
  selectedKey,
  defaultSelectedKey,
  onSelectionChange,
  'aria-label': label,
  className,
}: TabsProps) {
  return (
    <AriaTabs
      selectedKey={selectedKey}
      defaultSelectedKey={defaultSelectedKey}
      onSelectionChange={onSelectionChange && ((key) => onSelectionChange(String(key)))}
      disabledKeys={items.filter((item) => item.isDisabled).map((item) => item.id)}
      className={className ? `ui-tabs ${className}` : 'ui-tabs'}
    >
      <TabList aria-label={label} className="ui-tab-list">
        {items.map((item) => (
          <Tab key={item.id} id={item.id} className="ui-tab">
            {item.label}
          </Tab>
        ))}
      </TabList>
      {items.map((item) => (
        <TabPanel key={item.id} id={item.id} className="ui-tab-panel">
          {item.content}
        </TabPanel>
      ))}
    </AriaTabs>
  );
}
