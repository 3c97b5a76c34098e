/*
 * Importing clients from another CRM's CSV export (docs/decisions/039-client-import.md): zod-free, so the import page
 * names the columns' targets and limits without downloading a schema.
 */

/** What a column of the file may hold; a column mapped to none of them (null) is left out. */
export const CLIENT_IMPORT_TARGETS = [
  'name',
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
] as const;
export type ClientImportTarget = (typeof CLIENT_IMPORT_TARGETS)[number];

export const CLIENT_IMPORT_TARGET_LABELS: Record<ClientImportTarget, string> = {
  name: 'Full name',
  first_name: 'First name',
  last_name: 'Last name',
  email: 'Email',
  phone_mobile: 'Mobile',
  address_line1: 'Street address',
  suburb: 'Suburb',
  state: 'State',
  postcode: 'Postcode',
  status: 'Status',
  notes: 'Notes',
};

/** One file holds at most this many clients, in at most this many bytes. */
export const CLIENT_IMPORT_MAX_ROWS = 10_000;
export const CLIENT_IMPORT_MAX_BYTES = 5 * 1024 * 1024;
/** The first rows of the file the answer carries for the preview. */
export const CLIENT_IMPORT_PREVIEW_ROWS = 5;

/** What a row does: adds a client, adds nothing (its email is already a client's, or an earlier row's), or fails. */
export const CLIENT_IMPORT_OUTCOMES = ['new', 'existing', 'repeated', 'invalid'] as const;
export type ClientImportOutcome = (typeof CLIENT_IMPORT_OUTCOMES)[number];

// Header names as other CRMs write them (lower case, letters and digits only), by target.
const HEADER_WORDS: Record<ClientImportTarget, readonly string[]> = {
  name: ['name', 'fullname', 'clientname', 'contactname', 'displayname', 'contact', 'client'],
  first_name: ['firstname', 'givenname', 'givennames', 'forename', 'first'],
  last_name: ['lastname', 'surname', 'familyname', 'last'],
  email: ['email', 'emailaddress', 'email1', 'primaryemail', 'workemail', 'personalemail', 'mail'],
  phone_mobile: [
    'mobile',
    'mobilephone',
    'mobilenumber',
    'mobileno',
    'cell',
    'cellphone',
    'phone',
    'phonenumber',
    'primaryphone',
  ],
  address_line1: ['address', 'street', 'streetaddress', 'address1', 'addressline1', 'addressstreet', 'homeaddress'],
  suburb: ['suburb', 'city', 'town', 'locality', 'addresscity', 'addresssuburb'],
  state: ['state', 'region', 'province', 'addressstate'],
  postcode: ['postcode', 'postalcode', 'zip', 'zipcode', 'addresspostcode'],
  status: ['status', 'clientstatus', 'contactstatus', 'type', 'clienttype', 'lifecyclestage'],
  notes: ['notes', 'note', 'comments', 'comment', 'description', 'background'],
};

/**
 * The target a header names, guessed from the words other CRMs use ("First Name", "Email Address", "Mobile Phone"),
 * or null. Each target goes to the first column that names it; later ones are left out.
 */
export function guessClientImportMapping(headers: readonly string[]): (ClientImportTarget | null)[] {
  const taken = new Set<ClientImportTarget>();
  return headers.map((header) => {
    const word = header.toLowerCase().replace(/[^a-z0-9]/g, '');
    const target = CLIENT_IMPORT_TARGETS.find((t) => !taken.has(t) && HEADER_WORDS[t].includes(word)) ?? null;
    if (target) taken.add(target);
    return target;
  });
}

/**
 * The client list a status word puts a client on: another CRM's "Lead" or "Prospect" a lead, "Inactive" or "Lost"
 * archived, "Active" or "Client" (or none) active; undefined for a word it does not know.
 */
export function importedClientType(status: string): 'active' | 'lead' | 'archived' | undefined {
  const word = status.toLowerCase().replace(/[^a-z]/g, '');
  if (word === '' || ['active', 'client', 'customer', 'current', 'settled', 'won'].includes(word)) return 'active';
  if (['lead', 'prospect', 'enquiry', 'inquiry', 'new', 'newlead', 'opportunity'].includes(word)) return 'lead';
  if (['archived', 'inactive', 'former', 'past', 'closed', 'lost', 'dormant'].includes(word)) return 'archived';
  return undefined;
}
