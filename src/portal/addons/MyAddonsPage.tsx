import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Box from '@mui/material/Box';
import { useQuery } from '@tanstack/react-query';
import { Section } from '../layout/Section';
import { useT } from '../PortalLocale';
import { PageTitle } from '../promotions/PageTitle';
import { ListState } from '../promotions/VoucherTabs';
import { AddonRow } from './AddonRow';
import { addonKeys, addonsApi } from './addonsApi';

const k = 'app.portalDocuments.addons';
const COLUMNS = ['addon', 'price_type', 'resort_price', 'selling_price', 'margin'] as const;

/**
 * `/activities/addon` (My Addons): the resort's active add-ons at the price the agent pays, beside the
 * price the agent sells each at to its guests, and the margin that leaves.
 */
const MyAddonsPage = () => {
  const t = useT();
  const { data, isPending, error } = useQuery({ queryKey: addonKeys.list, queryFn: addonsApi.list });
  const addons = data ?? [];
  return (
    <Box>
      <PageTitle title={t(`${k}.title`)} subtitle={t(`${k}.subtitle`)} />
      <Section title={t(`${k}.section`)}>
        <ListState loading={isPending} error={error} empty={addons.length === 0} emptyText={t('app.portalDocuments.no_data')}>
          <TableContainer>
            <Table size="small" aria-label={t(`${k}.section`)}>
              <TableHead>
                <TableRow>
                  {COLUMNS.map((column) => (
                    <TableCell key={column} align={column === 'resort_price' ? 'right' : 'left'}>
                      {t(`${k}.columns.${column}`)}
                    </TableCell>
                  ))}
                  <TableCell />
                </TableRow>
              </TableHead>
              <TableBody>
                {addons.map((addon) => (
                  <AddonRow key={addon.addonId} addon={addon} />
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        </ListState>
      </Section>
    </Box>
  );
};

export default MyAddonsPage;
