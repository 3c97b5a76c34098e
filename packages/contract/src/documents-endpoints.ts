import { defineEndpoints } from './endpoint';

/** Advisers and administrators; a client is refused (403) before anything is looked up. */
const ADVISERS = ['admin', 'broker', 'planner'] as const;

/**
 * docs/spec/settings-billing-admin.md §7 Templates and documents: the catalogue as an adviser sees it, in their own
 * wording, and the types they add to it.
 */
export const documentCatalogueEndpoints = defineEndpoints('documentCatalogue', {
  list: {
    method: 'GET',
    path: '/document/document-types',
    access: ADVISERS,
    summary: 'List the document catalogue as an adviser words it, with their own types',
  },
  saveWording: {
    method: 'POST',
    path: '/document/document-type-extension',
    access: ADVISERS,
    summary: "Save an adviser's own wording and validity rule for a shared document type",
  },
  createCustomType: {
    method: 'POST',
    path: '/document/custom-document-type',
    access: ADVISERS,
    status: 201,
    summary: "Add a document type of the adviser's own, for all their clients or one",
  },
  deleteCustomType: {
    method: 'DELETE',
    path: '/document/custom-document-type',
    access: ADVISERS,
    summary: "Remove one of the adviser's own document types",
  },
});

/** docs/spec/core-and-application.md §7 and settings-billing-admin.md §3: the shared catalogue under admin/document. */
export const catalogueAdminEndpoints = defineEndpoints('catalogueAdmin', {
  categories: {
    method: 'GET',
    path: '/admin/document/categories',
    access: ADVISERS,
    summary: 'List the shared document catalogue by category, without any adviser’s wording',
  },
  subcategories: {
    method: 'GET',
    path: '/admin/document/subcategories',
    access: ADVISERS,
    summary: 'List the subcategories of one catalogue category',
  },
  createType: {
    method: 'POST',
    path: '/admin/document/document-type',
    access: 'admin',
    status: 201,
    summary: 'Add a document type to the shared catalogue',
  },
  updateType: {
    method: 'PUT',
    path: '/admin/document/document-type',
    access: 'admin',
    summary: 'Reword, move or change the validity rule of a shared document type',
  },
  deleteType: {
    method: 'DELETE',
    path: '/admin/document/document-type',
    access: 'admin',
    summary: 'Hide a shared document type from every list',
  },
  saveCategory: {
    method: 'POST',
    path: '/admin/document/category',
    access: 'admin',
    summary: 'Add or rename a catalogue category',
  },
  saveSubcategory: {
    method: 'POST',
    path: '/admin/document/subcategory',
    access: 'admin',
    summary: 'Add or rename a subcategory of a catalogue category',
  },
});
