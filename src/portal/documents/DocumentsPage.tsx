import Box from '@mui/material/Box';
import { useT } from '../PortalLocale';
import { PageTitle } from '../promotions/PageTitle';
import { ContractRatesSection } from './ContractRatesSection';
import { DocumentsSection } from './DocumentsSection';

/**
 * `/documents` (menu Contract Rates, user menu Documents): the resort's documents for the agent, each
 * downloaded with the agent's token, and the rates its category pays.
 */
const DocumentsPage = () => {
  const t = useT();
  return (
    <Box>
      <PageTitle title={t('app.portalDocuments.documents.title')} subtitle={t('app.portalDocuments.documents.subtitle')} />
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
        <DocumentsSection />
        <ContractRatesSection />
      </Box>
    </Box>
  );
};

export default DocumentsPage;
