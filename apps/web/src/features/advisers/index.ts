/**
 * The advisers feature as other features use it: the admin's adviser list. Its pages (the account, the admin lists)
 * are loaded by the router from their own files; the adviser's record that every settings page edits is lib/adviser.ts.
 */
export { useAdviserList } from './api';
