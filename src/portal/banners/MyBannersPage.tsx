import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { useQuery } from '@tanstack/react-query';
import { useT } from '../PortalLocale';
import { PageTitle } from '../promotions/PageTitle';
import { ListState } from '../promotions/VoucherTabs';
import { BannerCard } from './BannerCard';
import { bannerKeys, bannersApi } from './bannersApi';

const k = 'app.portalDocuments.banners';

/**
 * `/my-banners` (My Promotional Banner): the resort's active banners, each with the agent's headline,
 * its referral link and the HTML to put the banner on the agent's own website.
 */
const MyBannersPage = () => {
  const t = useT();
  const { data, isPending, error } = useQuery({ queryKey: bannerKeys.list, queryFn: bannersApi.list });
  const banners = data?.banners ?? [];
  return (
    <Box>
      <PageTitle title={t(`${k}.title`)} subtitle={t(`${k}.subtitle`)} />
      {data && !data.link && (
        <Alert severity="info" sx={{ mb: 3 }}>
          {t(`${k}.no_link`)}
        </Alert>
      )}
      <ListState loading={isPending} error={error} empty={banners.length === 0} emptyText={t('app.portalDocuments.no_data')}>
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
          {banners.map((banner) => (
            <BannerCard key={banner.bannerId} banner={banner} link={data?.link ?? null} />
          ))}
        </Box>
      </ListState>
    </Box>
  );
};

export default MyBannersPage;
