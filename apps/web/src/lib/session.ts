/**
 * The signed-in session in the browser: the bearer token in localStorage (so every tab shares it) and when it was last
 * checked with the server (docs/spec/core-and-application.md §4 Token check). Only this module touches the stored
 * token.
 */
const TOKEN_KEY = 'token';
/** docs/spec/core-and-application.md §9: revalidate on route change when never checked or after this long. */
export const REVALIDATE_MS = 180_000;

let lastValidatedAt: number | null = null;

export function getToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}

export function setToken(token: string): void {
  localStorage.setItem(TOKEN_KEY, token);
  lastValidatedAt = Date.now();
}

export function clearToken(): void {
  localStorage.removeItem(TOKEN_KEY);
  lastValidatedAt = null;
}

export function needsRevalidation(now = Date.now()): boolean {
  return lastValidatedAt === null || now - lastValidatedAt > REVALIDATE_MS;
}

export function markValidated(now = Date.now()): void {
  lastValidatedAt = now;
}

/** Calls back when another tab removes the token (signs out or the storage is cleared). */
export function onTokenRemovedElsewhere(callback: () => void): () => void {
  const listener = (event: StorageEvent) => {
    if ((event.key === TOKEN_KEY && event.newValue === null) || event.key === null) callback();
  };
  window.addEventListener('storage', listener);
  return () => window.removeEventListener('storage', listener);
}
