import { z } from 'zod';
import { MessageResponseSchema } from './auth';
import { catalogueAdminEndpoints, documentCatalogueEndpoints } from './documents-endpoints';
import { DOCUMENT_NAME_MAX, DOCUMENT_TEXT_MAX } from './documents-values';
import { bindSchemas } from './endpoint-schemas';
import { IdSchema, text } from './inputs';
import { MESSAGES } from './messages';

/**
 * The document catalogue (docs/spec/settings-billing-admin.md §3, §7 Templates and documents): shared categories,
 * subcategories and document types, a broker's own wording of a shared type (its extension) and a broker's custom
 * types. docs/decisions/007-document-catalogue.md explains how the shipped set and administrators' edits live together.
 */

const nameField = (message: string) =>
  text({ error: message })
    .trim()
    .min(1, { error: message })
    .max(DOCUMENT_NAME_MAX, { error: `Please keep the name to ${DOCUMENT_NAME_MAX} characters.` });
const textField = text()
  .trim()
  .max(DOCUMENT_TEXT_MAX, { error: `Please keep this to ${DOCUMENT_TEXT_MAX} characters.` })
  .default('');
export const DocumentTypeNameSchema = nameField(MESSAGES.documentTypeNameRequired);

/**
 * A validity rule as typed (the documents issue, "documents that stay valid"): 'age' with a number of days, 'expiry'
 * (the document date is an expiry), or none. A broker's 'none' turns the catalogue's rule off for them; null keeps
 * the catalogue's. Absent leaves the stored rule as it is, so a wording-only save keeps it.
 */
export const VALID_DAYS_MAX = 3650;
const validDays = z
  .number({ error: MESSAGES.validDaysInvalid })
  .int({ error: MESSAGES.validDaysInvalid })
  .min(1, { error: MESSAGES.validDaysInvalid })
  .max(VALID_DAYS_MAX, { error: MESSAGES.validDaysInvalid });
const catalogueValidityKind = z.enum(['age', 'expiry'], { error: MESSAGES.invalidChoice });
const brokerValidityKind = z.enum(['age', 'expiry', 'none'], { error: MESSAGES.invalidChoice });
const validityFields = {
  validity_kind: z.string().nullable(),
  valid_days: z.number().nullable(),
};

/**
 * The four words a client reads about a document; a broker may reword all four (docs/spec/settings-billing-admin.md §3
 * extension).
 */
export const DocumentWordingSchema = z.object({
  name: z.string(),
  description: z.string(),
  question: z.string(),
  tooltip: z.string(),
});
export type DocumentWording = z.infer<typeof DocumentWordingSchema>;

export const DocumentTypeSchema = DocumentWordingSchema.extend({
  id: z.number(),
  /** The catalogue's validity rule ('age' with days, 'expiry') or null. */
  ...validityFields,
  /**
   * The broker's own wording, or null while they use the shared one; its validity_kind is their own rule ('none'
   * turns the catalogue's off), null while the catalogue's applies.
   */
  extension: DocumentWordingSchema.extend(validityFields).nullable(),
});
export type DocumentType = z.infer<typeof DocumentTypeSchema>;

export const CustomDocumentTypeSchema = z.object({
  id: z.number(),
  name: z.string(),
  category_id: z.number(),
  subcategory_id: z.number().nullable(),
});
export type CustomDocumentType = z.infer<typeof CustomDocumentTypeSchema>;

export const DocumentSubcategorySchema = z.object({
  id: z.number(),
  name: z.string(),
  document_types: z.array(DocumentTypeSchema),
  custom_document_types: z.array(CustomDocumentTypeSchema),
});
export type DocumentSubcategory = z.infer<typeof DocumentSubcategorySchema>;

export const DocumentCategorySchema = z.object({
  id: z.number(),
  name: z.string(),
  subcategories: z.array(DocumentSubcategorySchema),
  /** Types filed directly under the category, outside any subcategory. */
  document_types: z.array(DocumentTypeSchema),
  custom_document_types: z.array(CustomDocumentTypeSchema),
});
export type DocumentCategory = z.infer<typeof DocumentCategorySchema>;

export const DocumentCategoriesSchema = z.object({ categories: z.array(DocumentCategorySchema) });

/**
 * document/document-types: `brokerId` is any adviser the caller may act for. `clientId` adds the custom types made
 * within that client's application to the broker's general ones (the application document page).
 */
export const DocumentTypesQuerySchema = z.object({ brokerId: IdSchema, clientId: IdSchema.optional() });

export const DocumentTypeExtensionSaveSchema = z.object({
  documentType: IdSchema,
  brokerId: IdSchema,
  name: DocumentTypeNameSchema,
  description: textField,
  question: textField,
  tooltip: textField,
  validity_kind: brokerValidityKind.nullable().optional(),
  valid_days: validDays.nullable().optional(),
});
export type DocumentTypeExtensionSave = z.input<typeof DocumentTypeExtensionSaveSchema>;

/** What the document type editor validates in the browser: the same rules without the ids. */
export const DocumentWordingFormSchema = DocumentTypeExtensionSaveSchema.omit({ documentType: true, brokerId: true });

export const CustomDocumentTypeCreateSchema = z.object({
  name: DocumentTypeNameSchema,
  category_id: IdSchema,
  subcategory_id: IdSchema.nullish(),
  brokerId: IdSchema,
  clientId: IdSchema.nullish(),
});
export type CustomDocumentTypeCreate = z.input<typeof CustomDocumentTypeCreateSchema>;
export const CustomDocumentTypeResponseSchema = z.object({ documentType: CustomDocumentTypeSchema });

export const CustomDocumentTypeDeleteQuerySchema = z.object({
  documentTypeId: IdSchema,
  brokerId: IdSchema.optional(),
});

// ---- The administrators' view of the shared catalogue ----

export const AdminDocumentTypeSchema = DocumentWordingSchema.extend({
  id: z.number(),
  category_id: z.number(),
  subcategory_id: z.number().nullable(),
  /** The stable key of a shipped type; null for one an administrator added. */
  code: z.string().nullable(),
  /** True once an administrator has changed a shipped type: the start-up sync leaves it as they left it. */
  edited: z.boolean(),
  ...validityFields,
});
export type AdminDocumentType = z.infer<typeof AdminDocumentTypeSchema>;

export const AdminSubcategorySchema = z.object({
  id: z.number(),
  category_id: z.number(),
  name: z.string(),
  code: z.string().nullable(),
});
export type AdminSubcategory = z.infer<typeof AdminSubcategorySchema>;

export const AdminCategorySchema = z.object({
  id: z.number(),
  name: z.string(),
  code: z.string().nullable(),
  subcategories: z.array(AdminSubcategorySchema.extend({ document_types: z.array(AdminDocumentTypeSchema) })),
  document_types: z.array(AdminDocumentTypeSchema),
});
export type AdminCategory = z.infer<typeof AdminCategorySchema>;

export const AdminCategoriesSchema = z.object({ categories: z.array(AdminCategorySchema) });
export const AdminSubcategoriesQuerySchema = z.object({ category_id: IdSchema });
export const AdminSubcategoriesSchema = z.object({ subcategories: z.array(AdminSubcategorySchema) });

export const AdminDocumentTypeCreateSchema = z.object({
  name: DocumentTypeNameSchema,
  description: textField,
  question: textField,
  tooltip: textField,
  category_id: IdSchema,
  subcategory_id: IdSchema.nullish(),
  validity_kind: catalogueValidityKind.nullable().optional(),
  valid_days: validDays.nullable().optional(),
});
export type AdminDocumentTypeCreate = z.input<typeof AdminDocumentTypeCreateSchema>;
export const AdminDocumentTypeUpdateSchema = AdminDocumentTypeCreateSchema.extend({ id: IdSchema });
export type AdminDocumentTypeUpdate = z.input<typeof AdminDocumentTypeUpdateSchema>;
export const AdminDocumentTypeResponseSchema = z.object({ documentType: AdminDocumentTypeSchema });
export const AdminDocumentTypeDeleteQuerySchema = z.object({ documentTypeId: IdSchema });

/** Creates a category, or renames one when `id` is given. */
export const AdminCategorySaveSchema = z.object({ id: IdSchema.optional(), name: nameField(MESSAGES.nameRequired) });
export type AdminCategorySave = z.input<typeof AdminCategorySaveSchema>;
export const AdminCategorySaveResponseSchema = z.object({
  category: z.object({ id: z.number(), name: z.string(), code: z.string().nullable() }),
});

/** Creates a subcategory of a category, or renames one when `id` is given (it stays in its category). */
export const AdminSubcategorySaveSchema = z.object({
  id: IdSchema.optional(),
  category_id: IdSchema,
  name: nameField(MESSAGES.nameRequired),
});
export type AdminSubcategorySave = z.input<typeof AdminSubcategorySaveSchema>;
export const AdminSubcategorySaveResponseSchema = z.object({ subcategory: AdminSubcategorySchema });

export const documentCatalogueApi = bindSchemas(documentCatalogueEndpoints, {
  list: { query: DocumentTypesQuerySchema, reply: DocumentCategoriesSchema },
  saveWording: { body: DocumentTypeExtensionSaveSchema, reply: DocumentTypeSchema },
  createCustomType: { body: CustomDocumentTypeCreateSchema, reply: CustomDocumentTypeResponseSchema },
  deleteCustomType: { query: CustomDocumentTypeDeleteQuerySchema, reply: MessageResponseSchema },
});

export const catalogueAdminApi = bindSchemas(catalogueAdminEndpoints, {
  categories: { reply: AdminCategoriesSchema },
  subcategories: { query: AdminSubcategoriesQuerySchema, reply: AdminSubcategoriesSchema },
  createType: { body: AdminDocumentTypeCreateSchema, reply: AdminDocumentTypeResponseSchema },
  updateType: { body: AdminDocumentTypeUpdateSchema, reply: AdminDocumentTypeResponseSchema },
  deleteType: { query: AdminDocumentTypeDeleteQuerySchema, reply: MessageResponseSchema },
  saveCategory: { body: AdminCategorySaveSchema, reply: AdminCategorySaveResponseSchema },
  saveSubcategory: { body: AdminSubcategorySaveSchema, reply: AdminSubcategorySaveResponseSchema },
});
