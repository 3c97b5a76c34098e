import { VisuallyHidden } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router';
import { TitleOverrideContext } from '../lib/title-override';
import { clientLabel, documentTitle } from './route-handle';
import { useRouteTitle } from './route-title';

/** How long a new page may take to settle its title (the wrong-way page's override, a client's name) before it is read. */
const ANNOUNCE_DELAY_MS = 150;

/**
 * Above both layouts, so it lives through every navigation: the browser tab's title for each page
 * ("{Page} · {Client or context} · BrokerDesk"), the scroll position of each page, and after each move to another page the new title read out by a
 * screen reader from a polite live region, as a page load would have it read (the first page's title the browser
 * reads itself).
 */
export function RootLayout() {
  const [override, setOverride] = useState<string | null>(null);
  const title = useDocumentTitle(override);
  return (
    <TitleOverrideContext.Provider value={setOverride}>
      <Outlet />
      {/* A page opened from a link starts at its top; the browser's Back and Forward return to where the person was. */}
      <ScrollRestoration />
      <TitleAnnouncer title={title.text} isSettled={title.isSettled} />
    </TitleOverrideContext.Provider>
  );
}

export { RootLayout as Component };

/** Keeps document.title on the current page's title; answers it and whether it is final. */
function useDocumentTitle(override: string | null) {
  const { page, client, isSettled } = useRouteTitle();
  const text = override ? documentTitle(override) : documentTitle(page, client && clientLabel(client));
  useEffect(() => {
    document.title = text;
  }, [text]);
  return { text, isSettled: isSettled || override !== null };
}

function TitleAnnouncer({ title, isSettled }: { title: string; isSettled: boolean }) {
  const { pathname } = useLocation();
  const [announcement, setAnnouncement] = useState('');
  // The path last announced; null until the first page, which is not announced.
  const announced = useRef<string | null>(null);
  const latestTitle = useRef(title);
  latestTitle.current = title;

  useEffect(() => {
    if (!isSettled || announced.current === pathname) return;
    const isFirstPage = announced.current === null;
    announced.current = pathname;
    if (isFirstPage) return;
    // Emptied first, so a title like the last one is still read as news.
    setAnnouncement('');
    const timer = window.setTimeout(() => setAnnouncement(latestTitle.current), ANNOUNCE_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [pathname, isSettled]);

  return (
    <VisuallyHidden role="status" aria-live="polite" aria-atomic="true" data-testid="page-announcer">
      {announcement}
    </VisuallyHidden>
  );
}
