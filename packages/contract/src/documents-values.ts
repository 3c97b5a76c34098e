/** The document catalogue's limits (docs/spec/settings-billing-admin.md §3): a name, and each text a client reads. */
export const DOCUMENT_NAME_MAX = 120;
export const DOCUMENT_TEXT_MAX = 1000;
