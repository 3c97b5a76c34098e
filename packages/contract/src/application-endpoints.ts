import { defineEndpoints } from './endpoint';

/**
 * The fact-find pages (decision 008; docs/spec/core-and-application.md §2 Application navigation): Requirements,
 * Living Expenses and Risk Profile are one record each; Assets and Liabilities are lists of items with the page's
 * own question ('Do you have any assets?'), which a No while items are listed answers 400 and leaves unchanged.
 * Every save takes `keyValueArr` or one `key`, `value`, `previous?` (application/api.ts); a stale `previous` answers
 * 409 with `current` and changes nothing.
 */
export const applicationEndpoints = defineEndpoints('application', {
  requirement: {
    method: 'GET',
    path: '/application/requirement',
    access: 'signedIn',
    summary: "Read the client's requirements",
  },
  saveRequirement: {
    method: 'POST',
    path: '/application/requirement/save',
    access: 'signedIn',
    summary: "Save the client's requirements",
    failures: [409],
  },
  expense: {
    method: 'GET',
    path: '/application/expense',
    access: 'signedIn',
    summary: "Read the client's living expenses with their monthly totals",
  },
  saveExpense: {
    method: 'POST',
    path: '/application/expense/save',
    access: 'signedIn',
    summary: "Save the client's living expenses",
    failures: [409],
  },
  riskProfile: {
    method: 'GET',
    path: '/application/risk-profile',
    access: 'signedIn',
    summary: "Read the client's risk profile with who answered each question",
  },
  saveRiskProfile: {
    method: 'POST',
    path: '/application/risk-profile/save',
    access: 'signedIn',
    summary: "Save the client's risk profile",
    failures: [409],
  },
  assets: {
    method: 'GET',
    path: '/application/asset',
    access: 'signedIn',
    summary: "List the client's assets with their total",
  },
  answerAssets: {
    method: 'POST',
    path: '/application/asset/answer',
    access: 'signedIn',
    summary: 'Answer whether the client has any assets',
    failures: [409],
  },
  createAsset: {
    method: 'POST',
    path: '/application/asset/create',
    access: 'signedIn',
    status: 201,
    summary: 'Add an asset of a kind, last in the list',
  },
  saveAsset: {
    method: 'POST',
    path: '/application/asset/save',
    access: 'signedIn',
    summary: 'Save an asset',
    failures: [409],
  },
  deleteAsset: { method: 'DELETE', path: '/application/asset/delete', access: 'signedIn', summary: 'Delete an asset' },
  liabilities: {
    method: 'GET',
    path: '/application/liability',
    access: 'signedIn',
    summary: "List the client's liabilities with their totals",
  },
  answerLiabilities: {
    method: 'POST',
    path: '/application/liability/answer',
    access: 'signedIn',
    summary: 'Answer whether the client has any liabilities',
    failures: [409],
  },
  createLiability: {
    method: 'POST',
    path: '/application/liability/create',
    access: 'signedIn',
    status: 201,
    summary: 'Add a liability of a kind, last in the list',
  },
  saveLiability: {
    method: 'POST',
    path: '/application/liability/save',
    access: 'signedIn',
    summary: 'Save a liability',
    failures: [409],
  },
  deleteLiability: {
    method: 'DELETE',
    path: '/application/liability/delete',
    access: 'signedIn',
    summary: 'Delete a liability',
  },
  progress: {
    method: 'GET',
    path: '/application/progress',
    access: 'signedIn',
    summary: 'Read what each page of the application still needs',
  },
});
