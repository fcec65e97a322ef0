import type { AgentEmailFile } from '../../../server/app/agent/emailFiles.service';
import { request, requestBlob } from '../../shared/request';

export type { AgentEmailFile };

export interface EmailTemplateInput {
  name: string;
  subject: string;
  body: string;
  file: File | null;
  removeAttachment: boolean;
}

const agent = 'agent' as const;
const at = (id: string) => encodeURIComponent(id);

const formOf = (input: EmailTemplateInput) => {
  const form = new FormData();
  form.set('name', input.name);
  form.set('subject', input.subject);
  form.set('body', input.body);
  if (input.file) form.set('file', input.file, input.file.name);
  if (input.removeAttachment) form.set('removeAttachment', 'true');
  return form;
};

/** The agency's e-mail templates (spec `agent-email-file`: GET, POST, PUT and DELETE `/{_id}`). */
export const emailTemplatesApi = {
  list: () => request<{ files: AgentEmailFile[]; total: number }>({ path: '/agent-email-file', target: agent }),
  add: (input: EmailTemplateInput) => request<AgentEmailFile>({ method: 'POST', path: '/agent-email-file', target: agent, payload: formOf(input) }),
  edit: (id: string, input: EmailTemplateInput) => request<AgentEmailFile>({ method: 'PUT', path: `/agent-email-file/${at(id)}`, target: agent, payload: formOf(input) }),
  remove: (id: string) => request<{ id: string }>({ method: 'DELETE', path: `/agent-email-file/${at(id)}`, target: agent }),
  attachment: (id: string) => requestBlob({ path: `/agent-email-file/${at(id)}/attachment`, target: agent }),
};

export const emailTemplateKeys = { list: ['agent', 'agent-email-file'] } as const;
