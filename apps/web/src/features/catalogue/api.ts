import {
  type AdminCategorySave,
  type AdminDocumentTypeCreate,
  type AdminDocumentTypeUpdate,
  type AdminSubcategorySave,
  type CustomDocumentTypeCreate,
  catalogueAdminEndpoints,
  type DocumentTypeExtensionSave,
  documentCatalogueEndpoints,
} from '@brokerdesk/contract/constants';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';

/**
 * The document catalogue (docs/spec/settings-billing-admin.md §7): an adviser's view with their wording and custom
 * types, and the shared set administrators manage. Used by the template modals and the application document page.
 */
export const documentKeys = {
  all: ['documents'] as const,
  adviser: (brokerId: number, clientId?: number) => ['documents', 'adviser', brokerId, clientId ?? null] as const,
  shared: ['documents', 'shared'] as const,
};

export function useDocumentTypes(brokerId: number, clientId?: number) {
  return useQuery({
    queryKey: documentKeys.adviser(brokerId, clientId),
    queryFn: ({ signal }) => api(documentCatalogueEndpoints.list, { query: { brokerId, clientId } }, { signal }),
    select: (data) => data.categories,
  });
}

/** Any change to the catalogue may show in every view of it (an adviser's, a client's, the shared one). */
function useCatalogueMutation<TInput, TOutput>(mutationFn: (input: TInput) => Promise<TOutput>) {
  const client = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => client.invalidateQueries({ queryKey: documentKeys.all }) });
}

export function useSaveDocumentTypeExtension() {
  return useCatalogueMutation((body: DocumentTypeExtensionSave) =>
    api(documentCatalogueEndpoints.saveWording, { body }),
  );
}

export function useCreateCustomDocumentType() {
  return useCatalogueMutation(async (body: CustomDocumentTypeCreate) => {
    const res = await api(documentCatalogueEndpoints.createCustomType, { body });
    return res.documentType;
  });
}

export function useDeleteCustomDocumentType() {
  return useCatalogueMutation((query: { documentTypeId: number; brokerId?: number }) =>
    api(documentCatalogueEndpoints.deleteCustomType, { query }),
  );
}

// ---- Administrators ----

export function useSharedCatalogue() {
  return useQuery({
    queryKey: documentKeys.shared,
    queryFn: ({ signal }) => api(catalogueAdminEndpoints.categories, {}, { signal }),
    select: (data) => data.categories,
  });
}

export function useSaveSharedType() {
  return useCatalogueMutation(async (body: AdminDocumentTypeCreate | AdminDocumentTypeUpdate) => {
    const res =
      'id' in body
        ? await api(catalogueAdminEndpoints.updateType, { body })
        : await api(catalogueAdminEndpoints.createType, { body });
    return res.documentType;
  });
}

export function useDeleteSharedType() {
  return useCatalogueMutation((documentTypeId: number) =>
    api(catalogueAdminEndpoints.deleteType, { query: { documentTypeId } }),
  );
}

export function useSaveCategory() {
  return useCatalogueMutation(async (body: AdminCategorySave) => {
    return (await api(catalogueAdminEndpoints.saveCategory, { body })).category;
  });
}

export function useSaveSubcategory() {
  return useCatalogueMutation(async (body: AdminSubcategorySave) => {
    return (await api(catalogueAdminEndpoints.saveSubcategory, { body })).subcategory;
  });
}
