import { HttpError } from 'ra-core';
import type { AgentDocument } from '../../../server/app/agent/documents.service';
import type { ContractRates } from '../../../server/app/agent/contractRates.service';
import { API_BASES, apiHeaders, request } from '../../shared/request';
import { endSession } from '../../shared/session';

export type { AgentDocument, ContractRates };

const agent = 'agent' as const;

/** Contract Rates and Documents' calls to `/api/agent`. */
export const documentsApi = {
  documents: async () => (await request<{ documents: AgentDocument[] }>({ path: '/documents', target: agent })).documents,
  contractRates: () => request<ContractRates>({ path: '/contract-rates', target: agent }),
  /** A document's stored file, read with the bearer token (a link could not carry it). */
  file: async (id: string): Promise<Blob> => {
    const headers = apiHeaders(false);
    headers.set('Accept', '*/*');
    const response = await fetch(`${API_BASES.agent}/documents/${encodeURIComponent(id)}/file`, { headers });
    if (!response.ok) {
      if (response.status === 401 && headers.has('Authorization')) endSession();
      const body: unknown = await response.json().catch(() => undefined);
      const message = (body as { message?: unknown } | undefined)?.message;
      throw new HttpError(typeof message === 'string' ? message : response.statusText, response.status, body);
    }
    return response.blob();
  },
};

export const documentKeys = {
  documents: ['agent', 'documents'],
  contractRates: ['agent', 'contract-rates'],
} as const;
