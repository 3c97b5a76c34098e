import { type ClientImportTarget, clientImportEndpoints } from '@brokerdesk/contract/constants';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../lib/api-client';
import { clientKeys } from './api';

export interface ImportRequest {
  file: File;
  /** The field of each column, in the file's order; left out for the server's guess from the header row. */
  mapping?: (ClientImportTarget | null)[];
  dryRun: boolean;
}

/**
 * POST client/import (docs/decisions/039-client-import.md): the fields go before the file, as the server reads them
 * first. After an import the client lists read again.
 */
export function useImportClients() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ file, mapping, dryRun }: ImportRequest) => {
      const form = new FormData();
      form.append('dryRun', String(dryRun));
      if (mapping) form.append('mapping', JSON.stringify(mapping));
      form.append('file', file);
      return api(clientImportEndpoints.run, { body: form });
    },
    onSuccess: (answer) => {
      if (answer.imported > 0) void client.invalidateQueries({ queryKey: clientKeys.lists });
    },
  });
}
