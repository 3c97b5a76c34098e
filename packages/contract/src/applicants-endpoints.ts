import { defineEndpoints } from './endpoint';

/**
 * A client's applicants (adding and deleting them; their order is clients.reorderApplicants), each one's profile
 * with its addresses, employments and other income, and the client's third parties (decision 008). Every save takes
 * `keyValueArr` or one `key`, `value`, `previous?` (application/api.ts); a stale `previous` answers 409 with
 * `current` and changes nothing.
 */
export const applicantsEndpoints = defineEndpoints('applicants', {
  create: {
    method: 'POST',
    path: '/applicant/create',
    access: 'signedIn',
    status: 201,
    summary: 'Add a person, company or trust applicant, last in the order',
  },
  delete: {
    method: 'DELETE',
    path: '/applicant/delete',
    access: 'signedIn',
    summary: 'Delete an applicant other than the primary',
  },
  detail: {
    method: 'GET',
    path: '/applicant/detail',
    access: 'signedIn',
    summary: "Read an applicant's profile with its addresses, employments and other income",
  },
  editPerson: {
    method: 'POST',
    path: '/applicant/edit-person',
    access: 'signedIn',
    summary: "Save a person applicant's fields",
    failures: [409],
  },
  editCompany: {
    method: 'POST',
    path: '/applicant/edit-company',
    access: 'signedIn',
    summary: "Save a company or trust applicant's fields",
    failures: [409],
  },
  editAddress: {
    method: 'POST',
    path: '/address/edit',
    access: 'signedIn',
    summary: "Save an applicant's address; without an address id, add one of the use given",
    failures: [409],
  },
  editResidence: {
    method: 'POST',
    path: '/address/edit-residence',
    access: 'signedIn',
    summary: 'Save the residential status and time lived at an address',
    failures: [409],
  },
  deleteAddress: {
    method: 'DELETE',
    path: '/address/delete',
    access: 'signedIn',
    summary: "Delete an applicant's address",
  },
  createEmployment: {
    method: 'POST',
    path: '/employment/create',
    access: 'signedIn',
    status: 201,
    summary: 'Add an employment to an applicant',
  },
  editEmployment: {
    method: 'POST',
    path: '/employment/edit',
    access: 'signedIn',
    summary: "Save an applicant's employment",
    failures: [409],
  },
  deleteEmployment: {
    method: 'DELETE',
    path: '/employment/delete',
    access: 'signedIn',
    summary: "Delete an applicant's employment",
  },
  createOtherIncome: {
    method: 'POST',
    path: '/other-income/create',
    access: 'signedIn',
    status: 201,
    summary: 'Add other income to an applicant',
  },
  editOtherIncome: {
    method: 'POST',
    path: '/other-income/edit',
    access: 'signedIn',
    summary: "Save an applicant's other income",
    failures: [409],
  },
  deleteOtherIncome: {
    method: 'DELETE',
    path: '/other-income/delete',
    access: 'signedIn',
    summary: "Delete an applicant's other income",
  },
  thirdParties: {
    method: 'GET',
    path: '/third-party/detail',
    access: 'signedIn',
    summary: "Read the client's third parties (accountant, solicitor and others)",
  },
  saveThirdParty: {
    method: 'POST',
    path: '/third-party/save',
    access: 'signedIn',
    summary: "Save one of the client's third parties; the type's first save adds it",
    failures: [409],
  },
});
