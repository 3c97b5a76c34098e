import { type Branding, type PublicBranding, publicBranding } from '@brokerdesk/contract/constants';
import { useEffect } from 'react';
import { useOutletContext } from 'react-router';

/*
 * The adviser whose header a signed-out page wears (accept-invite, the client's logged-out page, verify-email): the
 * invitation email is the broker's, so the page it opens is too. The public layout draws the header; a page names
 * the adviser through the layout's outlet context.
 */

export interface PublicLayoutContext {
  setAdviser: (adviser: PublicBranding | null) => void;
}

/** Wears `adviser`'s header while the page is shown (null: the product's own). */
export function usePublicAdviser(adviser: PublicBranding | null | undefined): void {
  const context = useOutletContext<PublicLayoutContext | undefined>();
  const setAdviser = context?.setAdviser;
  useEffect(() => {
    if (!setAdviser || !adviser) return;
    setAdviser(adviser);
    return () => setAdviser(null);
  }, [setAdviser, adviser]);
}

const KEY = 'portal-adviser';

/**
 * Kept for this tab as a client signs out, so the logged-out page still shows whose site it is. Only the public part
 * of the branding, in sessionStorage (gone with the tab).
 */
export function rememberPortalAdviser(branding: Branding | null): void {
  try {
    if (branding) sessionStorage.setItem(KEY, JSON.stringify(publicBranding(branding)));
    else sessionStorage.removeItem(KEY);
  } catch {
    // Storage refused (a private window's quota): the page falls back to the product's header.
  }
}

export function rememberedPortalAdviser(): PublicBranding | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    const value = raw ? (JSON.parse(raw) as Partial<PublicBranding>) : null;
    return value && typeof value.header_background === 'string' && typeof value.company === 'string'
      ? (value as PublicBranding)
      : null;
  } catch {
    return null;
  }
}
