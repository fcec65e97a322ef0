import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/testApp';

let api: TestApp;
let admin: string;

beforeAll(async () => {
  api = await createTestApp();
  admin = await api.login('admin@resort.test');
});
afterAll(() => api.close());

const create = (file: unknown, language = 'en') =>
  api.call('POST', '/api/admin/agent-documents', { token: admin, body: { title: `Policy ${Math.random()}`, kind: 'policy', file }, headers: { 'accept-language': language } });

describe('a file field (agent-documents.file)', () => {
  it('takes an upload path or an http(s) address of a PDF or image', async () => {
    for (const file of ['/uploads/00000000-0000-4000-8000-000000000001.pdf', '/uploads/demo-brochure-2027.pdf', 'https://cdn.example.test/rates/2027.pdf', 'http://example.test/a.png']) {
      const res = await create(file);
      expect(res.status, `${file}: ${res.text}`).toBe(201);
      expect(res.json.file).toBe(file);
      expect((await api.call('GET', `/api/admin/agent-documents/${res.json.id}`, { token: admin })).json.file).toBe(file);
    }
  });

  it('refuses anything else with its own message, in the caller’s language, writing nothing', async () => {
    const before = (await api.records(admin, 'agent-documents')).length;
    for (const file of ['rates.pdf', '/etc/passwd', '/uploads/../secrets.pdf', 'javascript:alert(1)', 'ftp://example.test/a.pdf', 'https://example.test/a b.pdf']) {
      const res = await create(file);
      expect(res.status, file).toBe(400);
      expect(res.json.errors).toEqual({ file: 'Must be an uploaded file or a web address' });
    }
    expect((await create(42)).json.errors).toEqual({ file: 'Invalid value' });
    expect((await create(`https://example.test/${'a'.repeat(500)}.pdf`)).json.errors).toEqual({ file: 'Must be 500 characters or less' });
    expect((await create('rates.pdf', 'ms')).json.errors).toEqual({ file: 'Mesti fail yang telah dimuat naik atau alamat web' });
    expect((await create('rates.pdf', 'zh')).json.errors).toEqual({ file: '必须是已上传的文件或网址' });
    // Required: a document without its file is not a document.
    expect((await create(null)).json.errors).toEqual({ file: 'Required' });
    expect((await api.records(admin, 'agent-documents')).length).toBe(before);
  });
});
