import { describe, expect, it } from 'vitest';
import { guessClientImportMapping, importedClientType } from './client-import-values';

describe('the client import’s guesses', () => {
  it('maps the headers other CRMs write, each field to its first column only', () => {
    expect(
      guessClientImportMapping([
        'First Name',
        'Surname',
        'Email Address',
        'Mobile Phone',
        'Street Address',
        'City',
        'State',
        'Zip Code',
        'Lifecycle Stage',
        'Comments',
        'Phone',
        'Favourite colour',
      ]),
    ).toEqual([
      'first_name',
      'last_name',
      'email',
      'phone_mobile',
      'address_line1',
      'suburb',
      'state',
      'postcode',
      'status',
      'notes',
      null,
      null,
    ]);
    expect(guessClientImportMapping(['Full name', 'E-mail', 'Cell'])).toEqual(['name', 'email', 'phone_mobile']);
  });

  it('reads another CRM’s status words as active, lead or archived, and no other', () => {
    expect(['', 'Active', 'Client', 'settled'].map(importedClientType)).toEqual([
      'active',
      'active',
      'active',
      'active',
    ]);
    expect(['Lead', 'Prospect', 'New lead'].map(importedClientType)).toEqual(['lead', 'lead', 'lead']);
    expect(['Inactive', 'LOST', 'Archived'].map(importedClientType)).toEqual(['archived', 'archived', 'archived']);
    expect(importedClientType('Unsure')).toBeUndefined();
  });
});
