import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { UrlTabs } from '../layout/UrlTabs';
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
  return (
    <Box>
      <UrlTabs tabs={VOUCHER_TABS} label={t('app.portalPromotions.tabs.label')} labelOf={(v) => t(`app.portalPromotions.tabs.${v}`)} idPrefix="voucher">
        {children}
      </UrlTabs>
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
