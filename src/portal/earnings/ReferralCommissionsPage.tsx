import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useT } from '../PortalLocale';
import { CommissionsView } from './CommissionsView';
import { earningsApi, earningsKeys } from './earningsApi';

/** The years offered: this one and the five before it. */
const YEARS_BACK = 5;

/**
 * `/referral-commission` (agent types F and TA): what the agent earned on the bookings of the agents it
 * referred, credited in the chosen year, and the forecast of their upcoming bookings.
 */
const ReferralCommissionsPage = () => {
  const t = useT();
  const thisYear = new Date().getFullYear();
  const [year, setYear] = useState(thisYear);
  const { data, isError } = useQuery({ queryKey: earningsKeys.referralCommissions(year), queryFn: () => earningsApi.referralCommissions(year), placeholderData: keepPreviousData });
  const years = Array.from({ length: YEARS_BACK + 1 }, (_, i) => thisYear - i);
  return (
    <CommissionsView
      title={t('app.portalMoney.commissions.referral_title')}
      intro={t('app.portalMoney.commissions.referral_intro')}
      data={data}
      isError={isError}
      controls={
        <TextField select size="small" label={t('app.portalMoney.commissions.year')} value={year} onChange={(e) => setYear(Number(e.target.value))} sx={{ minWidth: 140 }}>
          {years.map((y) => (
            <MenuItem key={y} value={y}>
              {y}
            </MenuItem>
          ))}
        </TextField>
      }
    />
  );
};

export default ReferralCommissionsPage;
