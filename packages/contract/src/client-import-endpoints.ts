import { defineEndpoints } from './endpoint';

/** Importing an adviser's existing clients from a CSV file (docs/decisions/039-client-import.md). */
export const clientImportEndpoints = defineEndpoints('clientImport', {
  run: {
    method: 'POST',
    path: '/client/import',
    access: ['broker', 'planner'],
    consumes: 'multipart/form-data',
    summary:
      'Import clients from a CSV file: dryRun (true or false) and mapping (a JSON array naming each column’s field, or null to leave it out; guessed from the headers when not sent) first, then file; with any error nothing is imported',
    failures: [413],
  },
});
