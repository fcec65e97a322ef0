import ArrowBack from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import LinearProgress from '@mui/material/LinearProgress';
import TablePagination from '@mui/material/TablePagination';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { Button, LinkBase, Title, useAuthenticated, useBasename, useGetOne, useRequireAccess, useTranslate, type RaRecord } from 'react-admin';
import { request } from '../../shared/request';
import { errorMessage } from './moneyData';
import { Money, t } from './moneyFormat';
import type { WalletStatement as Statement } from './moneyTypes';
import { StatementTable } from './StatementTable';

const Figure = ({ label, sen, main }: { label: string; sen: number; main?: boolean }) => {
  const translate = useTranslate();
  return (
    <Grid size={{ xs: 6, md: 3 }}>
      <Typography variant="caption" color="text.secondary" component="div">{translate(t(`statement.${label}`))}</Typography>
      <Typography variant={main ? 'h5' : 'h6'} component="div" data-testid={`wallet-${label}`}>
        <Money sen={sen} variant="inherit" />
      </Typography>
    </Grid>
  );
};

type Agent = RaRecord & { firstName: string; lastName: string; email: string };

/**
 * `/admin/wallets/:agentId/statement`: an agent's wallet (balance, credited, debited, held for
 * payouts) and its entries, newest first. Staff who may see payouts may read it.
 */
export const WalletStatement = () => {
  const { agentId = '' } = useParams();
  const translate = useTranslate();
  const basename = useBasename();
  const auth = useAuthenticated();
  const access = useRequireAccess({ resource: 'payouts', action: 'show', enabled: !auth.isPending });
  const allowed = !auth.isPending && !access.isPending;
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState(25);
  const range = [page * perPage, page * perPage + perPage - 1];
  const statement = useQuery({
    queryKey: ['wallet-statement', agentId, range],
    queryFn: () => request<Statement>({ path: `/wallets/${agentId}/statement`, payload: { range } }),
    enabled: allowed && agentId !== '',
    placeholderData: keepPreviousData,
  });
  const { data: agent } = useGetOne<Agent>('travelagent', { id: agentId }, { enabled: allowed && agentId !== '' });
  if (!allowed) return null;
  const name = agent ? `${agent.firstName} ${agent.lastName}`.trim() || agent.email : '';
  const data = statement.data;
  return (
    <Box sx={{ mt: 2 }}>
      <Title title={translate(t('statement.title'))} />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
        <Typography variant="h5" component="h1" sx={{ mr: 'auto' }}>{name ? translate(t('statement.of'), { name }) : translate(t('statement.title'))}</Typography>
        <Button label="ra.action.back" component={LinkBase} to={`${basename}/travelagent/${agentId}`}>
          <ArrowBack />
        </Button>
      </Box>
      {statement.error ? <Alert severity="error">{errorMessage(statement.error)}</Alert> : null}
      {statement.isFetching ? <LinearProgress /> : null}
      {data ? (
        <>
          <Card sx={{ mb: 2 }}>
            <CardContent>
              <Grid container spacing={2}>
                <Figure label="balance" sen={data.wallet.balance} main />
                <Figure label="credited" sen={data.wallet.creditedAmount} />
                <Figure label="debited" sen={data.wallet.debitedAmount} />
                <Figure label="requested" sen={data.wallet.totalReqAmount} />
              </Grid>
            </CardContent>
          </Card>
          <Card>
            <StatementTable entries={data.entries} />
            <TablePagination
              component="div"
              count={data.total}
              page={page}
              rowsPerPage={perPage}
              rowsPerPageOptions={[10, 25, 50]}
              onPageChange={(_, next) => setPage(next)}
              onRowsPerPageChange={(event) => {
                setPerPage(Number(event.target.value));
                setPage(0);
              }}
              labelRowsPerPage={translate('ra.navigation.page_rows_per_page')}
              labelDisplayedRows={({ from, to, count }) => translate('ra.navigation.page_range_info', { offsetBegin: from, offsetEnd: to, total: count })}
            />
          </Card>
        </>
      ) : null}
    </Box>
  );
};
