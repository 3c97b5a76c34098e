import type {
  AdviserDetail,
  CustomDocumentType,
  DocumentCategory,
  DocumentType,
  Template,
} from '@brokerdesk/contract/constants';
import { vi } from 'vitest';
import { jsonResponse } from './fixtures';

/** A small catalogue and template store behind a stubbed fetch, for the template and document modal tests. */

const type = (id: number, name: string): DocumentType => ({
  id,
  name,
  description: `${name} description`,
  question: `Please upload your ${name.toLowerCase()}.`,
  tooltip: `${name} tip`,
  validity_kind: null,
  valid_days: null,
  extension: null,
});

export function testCatalogue(): DocumentCategory[] {
  return [
    {
      id: 1,
      name: 'Identification',
      subcategories: [],
      document_types: [type(11, 'Driver licence'), type(12, 'Passport')],
      custom_document_types: [],
    },
    {
      id: 2,
      name: 'Property',
      subcategories: [
        { id: 21, name: 'Purchase', document_types: [type(211, 'Contract of sale')], custom_document_types: [] },
        { id: 22, name: 'Refinance', document_types: [type(221, 'Council rates notice')], custom_document_types: [] },
      ],
      document_types: [type(23, 'Valuation report')],
      custom_document_types: [],
    },
  ];
}

export interface FakeCall {
  method: string;
  url: string;
  body: unknown;
}

/** Answers the calls the template page makes, keeping what was saved; every call is recorded. */
export function stubTemplateApi(opts: { templates?: Template[]; detail?: AdviserDetail } = {}) {
  const state = { catalogue: testCatalogue(), templates: [...(opts.templates ?? [])], nextId: 900 };
  const calls: FakeCall[] = [];
  const fail = (message: string, field?: string) =>
    jsonResponse(400, { error: { code: 'validation', message, field } });
  const fetch = vi.fn(async (url: string, init: RequestInit = {}) => {
    const method = init.method ?? 'GET';
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({ method, url, body });
    const path = url.split('?')[0] ?? url;
    if (path === '/api/document/document-types') return jsonResponse(200, { categories: state.catalogue });
    if (path === '/api/template/list') return jsonResponse(200, { templates: state.templates });
    if (path === '/api/template/save') {
      const saved: Template = {
        id: body.template.id ?? state.nextId++,
        created_at: '2025-03-05T03:30:00.000Z',
        display: [],
        ...body.template,
      };
      state.templates = [saved, ...state.templates.filter((t) => t.id !== saved.id)];
      return jsonResponse(200, { template: saved });
    }
    if (path === '/api/template/delete') return jsonResponse(200, { message: 'Template deleted successfully' });
    if (path === '/api/document/document-type-extension') {
      const { documentType, brokerId: _b, ...wording } = body;
      return jsonResponse(200, {
        ...type(documentType, 'X'),
        extension: { description: '', question: '', tooltip: '', ...wording },
      });
    }
    if (path === '/api/document/custom-document-type' && method === 'POST') {
      if (!body.name?.trim()) return fail('Please provide a valid name for this documentType', 'name');
      const created: CustomDocumentType = {
        id: state.nextId++,
        name: body.name.trim(),
        category_id: body.category_id,
        subcategory_id: body.subcategory_id ?? null,
      };
      const category = state.catalogue.find((c) => c.id === created.category_id);
      const place = category?.subcategories.find((s) => s.id === created.subcategory_id) ?? category;
      place?.custom_document_types.push(created);
      return jsonResponse(201, { documentType: created });
    }
    if (path === '/api/document/custom-document-type' && method === 'DELETE') {
      const id = Number(new URL(url, 'http://x').searchParams.get('documentTypeId'));
      for (const c of state.catalogue) {
        for (const place of [c, ...c.subcategories]) {
          place.custom_document_types = place.custom_document_types.filter((t) => t.id !== id);
        }
      }
      return jsonResponse(200, { message: 'Document deleted successfully' });
    }
    if (path.startsWith('/api/broker/detail'))
      return opts.detail
        ? jsonResponse(200, opts.detail)
        : jsonResponse(404, { error: { code: 'not_found', message: 'Not found.' } });
    return jsonResponse(404, { error: { code: 'not_found', message: `No stub for ${method} ${url}` } });
  });
  vi.stubGlobal('fetch', fetch);
  return { calls, state, fetch };
}
