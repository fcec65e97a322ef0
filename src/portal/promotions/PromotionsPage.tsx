import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useT } from '../PortalLocale';
import { BuyDialog, type BuyItem } from './BuyDialog';
import { CodesOnSale, PackagesOnSale } from './OnSaleTabs';
import { PageTitle } from './PageTitle';
import { VoucherTabs, type VoucherTab } from './VoucherTabs';

/** The tab of My Vouchers a purchase lands in. */
const tabOf = (item: BuyItem): VoucherTab => (item.kind === 'package' || item.code.voucherType === 'package' ? 'packages' : item.code.voucherType);

/**
 * `/promotion`: what agents can buy, in the spec's tabs Packages, Add-ons and Cash Vouchers; buying
 * opens the payment dialog (wallet or online). After a wallet purchase the page says where it went.
 */
const PromotionsPage = () => {
  const t = useT();
  const [buying, setBuying] = useState<{ item: BuyItem; opened: number } | null>(null);
  const [bought, setBought] = useState<{ name: string; tab: VoucherTab } | null>(null);
  const buy = (item: BuyItem) => {
    setBought(null);
    setBuying({ item, opened: Date.now() });
  };
  return (
    <Box>
      <PageTitle title={t('app.portalPromotions.promotions.title')} subtitle={t('app.portalPromotions.promotions.subtitle')} />
      {bought && (
        <Alert
          severity="success"
          sx={{ mb: 3 }}
          onClose={() => setBought(null)}
          action={
            <Button color="inherit" size="small" component={RouterLink} to={`/my-promotions?tab=${bought.tab}`}>
              {t('app.portalPromotions.mine.title')}
            </Button>
          }
        >
          {t('app.portalPromotions.buy.bought', { name: bought.name })}
        </Alert>
      )}
      <VoucherTabs>{(tab) => (tab === 'packages' ? <PackagesOnSale onBuy={buy} /> : <CodesOnSale key={tab} type={tab} onBuy={buy} />)}</VoucherTabs>
      {buying && (
        <BuyDialog
          key={buying.opened}
          item={buying.item}
          onClose={() => setBuying(null)}
          onBought={(name) => {
            setBought({ name, tab: tabOf(buying.item) });
            setBuying(null);
          }}
        />
      )}
    </Box>
  );
};

export default PromotionsPage;
