import { ENTITY_AND_OTHER_DOCUMENTS } from './catalogue-entities';
import { ASSET_AND_LIABILITY_DOCUMENTS } from './catalogue-finances';
import { IDENTIFICATION_DOCUMENTS } from './catalogue-identification';
import { INCOME_DOCUMENTS } from './catalogue-income';
import { PROPERTY_DOCUMENTS } from './catalogue-property';

/**
 * The document catalogue BrokerDesk ships (docs/spec/settings-billing-admin.md §3): what an Australian home-loan
 * application usually needs. Rows are matched by `code`, which never changes once shipped; wording and order may change
 * freely and reach every database at the next start (syncDocumentCatalogue, docs/decisions/007-document-catalogue.md).
 * To retire a type, delete its entry: the sync hides it, and templates and requests that named it keep their history.
 */

export interface ShippedCategory {
  code: string;
  name: string;
  subcategories: { code: string; name: string }[];
}

export interface ShippedDocumentType {
  code: string;
  /** The category's code, and the subcategory's when the type sits in one. */
  category: string;
  subcategory?: string;
  name: string;
  /** What the document is, for the broker. */
  description: string;
  /** What the client is asked. */
  question: string;
  /** A hint beside the question: where to find the document, what a good copy shows. */
  tooltip: string;
  /** How long a received document stays valid; when absent, catalogue-validity.ts's rule for the code, if any. */
  validity?: { kind: 'age' | 'expiry'; days: number | null } | null;
}

export const SHIPPED_CATEGORIES: ShippedCategory[] = [
  {
    code: 'identification',
    name: 'Identification',
    subcategories: [
      { code: 'identification-primary', name: 'Primary ID' },
      { code: 'identification-secondary', name: 'Secondary ID' },
    ],
  },
  { code: 'income-payg', name: 'Income – PAYG', subcategories: [] },
  { code: 'income-self-employed', name: 'Income – Self-employed', subcategories: [] },
  { code: 'income-other', name: 'Income – Other', subcategories: [] },
  { code: 'assets', name: 'Assets', subcategories: [] },
  { code: 'liabilities', name: 'Liabilities', subcategories: [] },
  {
    code: 'property',
    name: 'Property',
    subcategories: [
      { code: 'property-purchase', name: 'Purchase' },
      { code: 'property-refinance', name: 'Refinance' },
      { code: 'property-construction', name: 'Construction' },
    ],
  },
  { code: 'company', name: 'Company', subcategories: [] },
  { code: 'trust', name: 'Trust', subcategories: [] },
  { code: 'other', name: 'Other', subcategories: [] },
];

export const SHIPPED_DOCUMENT_TYPES: ShippedDocumentType[] = [
  ...IDENTIFICATION_DOCUMENTS,
  ...INCOME_DOCUMENTS,
  ...ASSET_AND_LIABILITY_DOCUMENTS,
  ...PROPERTY_DOCUMENTS,
  ...ENTITY_AND_OTHER_DOCUMENTS,
];
