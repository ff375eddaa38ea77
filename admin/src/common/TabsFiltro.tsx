import { Divider, Tab, Tabs } from '@mui/material';
import { useListContext } from 'react-admin';

export interface TabFiltro {
  label: string;
  /** The filter value of the tab; none for 'Todos'. */
  value?: string;
}

/**
 * Tabs of a list bound to one filter (status tabs of orders and histories): choosing a tab
 * sets the filter, or removes it for the tab without a value.
 */
export function TabsFiltro({ source, tabs }: { source: string; tabs: TabFiltro[] }) {
  const { filterValues, setFilters, displayedFilters } = useListContext();
  const actual = (filterValues[source] as string | undefined) ?? '';
  return (
    <>
      <Tabs
        value={tabs.some((t) => (t.value ?? '') === actual) ? actual : ''}
        variant="scrollable"
        scrollButtons="auto"
        onChange={(_event, value: string) => {
          const { [source]: _anterior, ...resto } = filterValues;
          setFilters(value ? { ...resto, [source]: value } : resto, displayedFilters);
        }}
      >
        {tabs.map((tab) => (
          <Tab key={tab.label} label={tab.label} value={tab.value ?? ''} />
        ))}
      </Tabs>
      <Divider />
    </>
  );
}
