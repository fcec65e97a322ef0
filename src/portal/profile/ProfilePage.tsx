import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import type { ComponentType } from 'react';
import { useSearchParams } from 'react-router-dom';
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
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const tab: ProfileTab = TABS.find((name) => name === asked) ?? 'info';
  const choose = (next: ProfileTab) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        copy.set('tab', next);
        return copy;
      },
      { replace: true },
    );
  const Panel = PANELS[tab];
  return (
    <Box>
      <PageTitle title={t('app.portalProfile.title')} subtitle={t('app.portalProfile.subtitle')} />
      <Tabs value={tab} onChange={(_, next: ProfileTab) => choose(next)} aria-label={t('app.portalProfile.tabs.label')} variant="scrollable" sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}>
        {TABS.map((name) => (
          <Tab key={name} value={name} label={t(`app.portalProfile.tabs.${name}`)} id={`profile-tab-${name}`} aria-controls="profile-tab-panel" />
        ))}
      </Tabs>
      <Box role="tabpanel" id="profile-tab-panel" aria-labelledby={`profile-tab-${tab}`} sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
        <Panel />
      </Box>
    </Box>
  );
};

export default ProfilePage;
