/** The maintenance database of a server URL, where databases are created and dropped. */
export function adminUrl(serverUrl: string): string {
  return databaseUrlFor(serverUrl, 'postgres');
}

export function databaseUrlFor(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${database}`;
  return url.toString();
}
