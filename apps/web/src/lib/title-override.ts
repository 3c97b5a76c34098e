import { createContext, useContext, useEffect } from 'react';

/**
 * Lets a page that is not the one its route names (the wrong-way page for an address the viewer may not open, a page
 * that failed to load) give the tab its own title. Set by the root layout; outside it, a no-op.
 */
export const TitleOverrideContext = createContext<(title: string | null) => void>(() => {});

/** Titles the tab `title` while the calling component is shown. */
export function useTitleOverride(title: string): void {
  const setOverride = useContext(TitleOverrideContext);
  useEffect(() => {
    setOverride(title);
    return () => setOverride(null);
  }, [setOverride, title]);
}
