import Box from '@mui/material/Box';
import type { ComponentType } from 'react';
import { UrlTabs } from '../layout/UrlTabs';
import { useT } from '../PortalLocale';
import { PageTitle } from '../promotions/PageTitle';
import { DocumentsTab } from './DocumentsTab';
import { InfoTab } from './InfoTab';
import { ReviewsTab } from './ReviewsTab';
import { SecurityTab } from './SecurityTab';

const TABS = ['info', 'documents', 'reviews', 'security'] as const;
type ProfileTab = (typeof TABS)[number];

const PANELS: Record<ProfileTab, ComponentType> = { info: InfoTab, documents: DocumentsTab, reviews: ReviewsTab, security: SecurityTab };

/**
 * `/agent/profile` (the user menu's Profile): the agent's details and bank details, its travel
 * documents, its reviews of checked-out stays and its password, one tab each. The chosen tab is kept in
 * the address (`?tab=documents`), so it survives a reload and can be linked to.
 */
const ProfilePage = () => {
  const t = useT();
  return (
    <Box>
      <PageTitle title={t('app.portalProfile.title')} subtitle={t('app.portalProfile.subtitle')} />
      <UrlTabs tabs={TABS} label={t('app.portalProfile.tabs.label')} labelOf={(name) => t(`app.portalProfile.tabs.${name}`)} idPrefix="profile" panelSx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
        {(tab) => {
          const Panel = PANELS[tab];
          return <Panel />;
        }}
      </UrlTabs>
    </Box>
  );
};

export default ProfilePage;
