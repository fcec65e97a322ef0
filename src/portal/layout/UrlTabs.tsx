import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';

export interface UrlTabsProps<T extends string> {
  /** The tabs in order; the first is shown when the address names none (or an unknown one). */
  tabs: readonly T[];
  /** Names the tab list. */
  label: string;
  labelOf: (tab: T) => string;
  /** Makes the tabs' and the panel's ids unique on the page (`profile` → `profile-tab-info`). */
  idPrefix: string;
  panelSx?: SxProps<Theme>;
  children: (tab: T) => ReactNode;
}

/**
 * A page's tabs with the chosen one kept in the address (`?tab=documents`), so that it survives a
 * reload and can be linked to; choosing replaces the history entry rather than adding one.
 */
export const UrlTabs = <T extends string>({ tabs, label, labelOf, idPrefix, panelSx, children }: UrlTabsProps<T>) => {
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab = tabs.find((name) => name === asked) ?? tabs[0];
  const choose = (next: T) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        copy.set('tab', next);
        return copy;
      },
      { replace: true },
    );
  return (
    <>
      <Tabs value={tab} onChange={(_, next: T) => choose(next)} aria-label={label} variant="scrollable" sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}>
        {tabs.map((name) => (
          <Tab key={name} value={name} label={labelOf(name)} id={`${idPrefix}-tab-${name}`} aria-controls={`${idPrefix}-tab-panel`} />
        ))}
      </Tabs>
      <Box role="tabpanel" id={`${idPrefix}-tab-panel`} aria-labelledby={`${idPrefix}-tab-${tab}`} sx={panelSx}>
        {children(tab)}
      </Box>
    </>
  );
};
