import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useT } from '../PortalLocale';
import { errorText } from './format';

export const VOUCHER_TABS = ['packages', 'addon', 'cash'] as const;
export type VoucherTab = (typeof VOUCHER_TABS)[number];

/**
 * The three tabs of spec section 2's promotion screens (Packages, Add-ons, Cash Vouchers), the chosen
 * one kept in the address (`?tab=cash`) so that it survives a reload and can be linked to.
 */
export const VoucherTabs = ({ children }: { children: (tab: VoucherTab) => ReactNode }) => {
  const t = useT();
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab: VoucherTab = VOUCHER_TABS.find((v) => v === asked) ?? 'packages';
  const choose = (next: VoucherTab) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        copy.set('tab', next);
        return copy;
      },
      { replace: true },
    );
  return (
    <Box>
      <Tabs value={tab} onChange={(_, next: VoucherTab) => choose(next)} aria-label={t('app.portalPromotions.tabs.label')} variant="scrollable" sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}>
        {VOUCHER_TABS.map((v) => (
          <Tab key={v} value={v} label={t(`app.portalPromotions.tabs.${v}`)} id={`voucher-tab-${v}`} aria-controls="voucher-tab-panel" />
        ))}
      </Tabs>
      <Box role="tabpanel" id="voucher-tab-panel" aria-labelledby={`voucher-tab-${tab}`}>
        {children(tab)}
      </Box>
    </Box>
  );
};

/** A tab's list while it loads, when it fails, when it is empty (the spec's message) and when it has items. */
export const ListState = ({ loading, error, empty, emptyText, children }: { loading: boolean; error: unknown; empty: boolean; emptyText: string; children: ReactNode }) => {
  const t = useT();
  if (loading) return <CircularProgress aria-label={t('app.loading')} sx={{ display: 'block', mx: 'auto', my: 6 }} />;
  if (error) return <Alert severity="error">{errorText(error, t)}</Alert>;
  if (empty)
    return (
      <Typography color="text.secondary" sx={{ textAlign: 'center', py: 6 }}>
        {emptyText}
      </Typography>
    );
  return <>{children}</>;
};

/** The cards of a tab, in a responsive grid, with "Show more" while the server has more. */
export const CardGrid = ({ children, more, loadingMore, onMore }: { children: ReactNode; more?: boolean; loadingMore?: boolean; onMore?: () => void }) => {
  const t = useT();
  return (
    <>
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: 'repeat(auto-fill, minmax(300px, 1fr))' }}>{children}</Box>
      {more && (
        <Box sx={{ textAlign: 'center', mt: 3 }}>
          <Button variant="outlined" onClick={onMore} disabled={loadingMore}>
            {t('app.portalPromotions.show_more')}
          </Button>
        </Box>
      )}
    </>
  );
};
