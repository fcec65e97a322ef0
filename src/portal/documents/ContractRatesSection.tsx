import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Section } from '../layout/Section';
import { Money } from '../money/Money';
import { useT } from '../PortalLocale';
import { useDates } from '../promotions/format';
import { ListState } from '../promotions/VoucherTabs';
import { documentKeys, documentsApi, type ContractRates } from './documentsApi';

const k = 'app.portalDocuments.rates';

type Package = ContractRates['packages'][number];
type Period = Package['periods'][number];

const PeriodTable = ({ pkg, period, paxTypes }: { pkg: Package; period: Period; paxTypes: ContractRates['paxTypes'] }) => {
  const t = useT();
  const dates = useDates();
  const heading = t(`${k}.period`, { name: period.name, from: dates.day(period.startDate), to: dates.day(period.endDate) });
  return (
    <Box>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600, mb: 1 }}>
        {heading}
      </Typography>
      <TableContainer>
        <Table size="small" aria-label={t(`${k}.table_label`, { package: pkg.name, period: heading })} sx={{ tableLayout: 'fixed', minWidth: 640, '& th:first-of-type': { width: '28%' } }}>
          <TableHead>
            <TableRow>
              <TableCell>{t(`${k}.room_type`)}</TableCell>
              <TableCell align="right">{t(`${k}.occupancy`)}</TableCell>
              {paxTypes.map((pax) => (
                <TableCell key={pax} align="right">
                  {t(`${k}.pax.${pax}`)}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {period.rows.map((row) => (
              <TableRow key={`${row.roomTypeId}-${row.occupancy}`}>
                <TableCell component="th" scope="row">
                  {row.roomType}
                </TableCell>
                <TableCell align="right">{row.occupancy}</TableCell>
                {paxTypes.map((pax) => {
                  const cell = row.rates[pax];
                  return (
                    <TableCell key={pax} align="right" sx={cell?.contract ? { color: 'success.main', fontWeight: 600 } : undefined}>
                      {cell ? <Money sen={cell.amount} /> : <Typography variant="caption" color="text.secondary">{t(`${k}.no_rate`)}</Typography>}
                      {cell?.contract && (
                        <Typography variant="caption" component="div">
                          {t(`${k}.contract`)}
                        </Typography>
                      )}
                    </TableCell>
                  );
                })}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Box>
  );
};

/** What the agent's category pays for each package, period by period: contract rates marked, the standard rate elsewhere. */
export const ContractRatesSection = () => {
  const t = useT();
  const { data, isPending, error } = useQuery({ queryKey: documentKeys.contractRates, queryFn: documentsApi.contractRates });
  const [chosen, setChosen] = useState<string>();
  const packages = data?.packages ?? [];
  const pkg = packages.find((p) => p.id === chosen) ?? packages[0];
  return (
    <Section title={t(`${k}.section`)}>
      <ListState loading={isPending} error={error} empty={!pkg} emptyText={t('app.portalDocuments.no_data')}>
        <Typography color="text.secondary">
          {data?.agentCategory ? t(`${k}.intro_category`, { category: data.agentCategory.name }) : t(`${k}.intro_standard`)}
        </Typography>
        {pkg && data && (
          <>
            <Tabs value={pkg.id} onChange={(_, id: string) => setChosen(id)} variant="scrollable" aria-label={t(`${k}.packages`)} sx={{ borderBottom: 1, borderColor: 'divider' }}>
              {packages.map((p) => (
                <Tab key={p.id} value={p.id} label={`${p.name} · ${t(`${k}.nights`, { smart_count: p.nights })}`} />
              ))}
            </Tabs>
            <Box role="tabpanel" aria-label={pkg.name} sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
              {pkg.periods.map((period) => (
                <PeriodTable key={period.id} pkg={pkg} period={period} paxTypes={data.paxTypes} />
              ))}
            </Box>
          </>
        )}
      </ListState>
    </Section>
  );
};
