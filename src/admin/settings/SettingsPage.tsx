import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useState } from 'react';
import { Title, useAuthenticated, useCanAccess, useTranslate } from 'react-admin';
import { AccessDenied } from '../pages/NotAuthorized';
import { SECTIONS, sectionLabel } from './settingsForm';
import { SettingsSection } from './SettingsSection';

const tabId = (index: number) => `settings-tab-${index}`;
const panelId = (index: number) => `settings-panel-${index}`;

/**
 * `/admin/settings`: the resort's settings, one tab per setting (wallet, referrals, purchases, booking
 * rules, refunds, resort details, bank, outgoing mail, card gateway, captcha), for staff whose role may
 * show `settings`; editable with `settings` edit. Every tab stays mounted, so switching tabs keeps what was typed.
 */
export const SettingsPage = () => {
  const translate = useTranslate();
  const auth = useAuthenticated();
  const show = useCanAccess({ resource: 'settings', action: 'show' });
  const edit = useCanAccess({ resource: 'settings', action: 'edit' });
  const [tab, setTab] = useState(0);
  if (auth.isPending || show.isPending || edit.isPending) return null;
  if (!show.canAccess) return <AccessDenied />;
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={translate('app.settingsAdmin.title')} />
      <Tabs
        value={tab}
        onChange={(_, next: number) => setTab(next)}
        variant="scrollable"
        scrollButtons="auto"
        aria-label={translate('app.settingsAdmin.title')}
        sx={{ borderBottom: 1, borderColor: 'divider', px: 1 }}
      >
        {SECTIONS.map((section, index) => (
          <Tab key={section} id={tabId(index)} aria-controls={panelId(index)} label={translate(sectionLabel(section))} />
        ))}
      </Tabs>
      {SECTIONS.map((section, index) => (
        <CardContent key={section} role="tabpanel" id={panelId(index)} aria-labelledby={tabId(index)} hidden={tab !== index} sx={{ maxWidth: 960 }}>
          <SettingsSection section={section} canEdit={edit.canAccess === true} />
        </CardContent>
      ))}
    </Card>
  );
};
