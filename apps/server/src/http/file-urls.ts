/**
 * Where the browser fetches a stored file. Logos and profile images are public branding (the header and the
 * client portal show them in <img>, which sends no bearer token), so they are served by an unguessable storage
 * key; every other file is downloaded through an authorised endpoint by id.
 */
export function publicFileUrl(storageKey: string): string {
  return `/api/files/public/${encodeURIComponent(storageKey)}`;
}

export function privateFileUrl(fileId: number): string {
  return `/api/file/download?fileId=${fileId}`;
}
