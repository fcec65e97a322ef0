import type { AgentDocument } from '../../../server/app/agent/documents.service';
import type { ContractRates } from '../../../server/app/agent/contractRates.service';
import { request, requestBlob } from '../../shared/request';

export type { AgentDocument, ContractRates };

const agent = 'agent' as const;

/** Contract Rates and Documents' calls to `/api/agent`. */
export const documentsApi = {
  documents: async () => (await request<{ documents: AgentDocument[] }>({ path: '/documents', target: agent })).documents,
  contractRates: () => request<ContractRates>({ path: '/contract-rates', target: agent }),
  /** A document's stored file, read with the bearer token (a link could not carry it). */
  file: (id: string) => requestBlob({ path: `/documents/${encodeURIComponent(id)}/file`, target: agent }),
};

export const documentKeys = {
  documents: ['agent', 'documents'],
  contractRates: ['agent', 'contract-rates'],
} as const;
