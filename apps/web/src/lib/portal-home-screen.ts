import { appearanceEndpoints, type Branding, fillPath } from '@brokerdesk/contract/constants';
import { useEffect } from 'react';

/*
 * The client portal on a phone's home screen (docs/decisions/047-offline-uploads-and-the-portal-manifest.md): while a client's pages are
 * shown, the page links their adviser's web app manifest (the company's name, their colour, icons from their logo),
 * the icon iOS puts on its home screen, and the adviser's colour for the browser's bar.
 */

export function portalHomeScreenLinks(adviserId: number): { manifest: string; touchIcon: string } {
  return {
    manifest: `/api${fillPath(appearanceEndpoints.portalManifest.path, { adviserId })}`,
    touchIcon: `/api${fillPath(appearanceEndpoints.portalIcon.path, { adviserId, size: '180' })}`,
  };
}

function addToHead(tag: 'link' | 'meta', attributes: Record<string, string>): HTMLElement {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  document.head.append(element);
  return element;
}

/** Links `branding`'s adviser's manifest, touch icon and colour while mounted; nothing for null (not a client). */
export function usePortalHomeScreen(branding: Pick<Branding, 'adviser_id' | 'header_background'> | null): void {
  const adviserId = branding?.adviser_id;
  const colour = branding?.header_background;
  useEffect(() => {
    if (!adviserId || !colour) return;
    const links = portalHomeScreenLinks(adviserId);
    const added = [
      addToHead('link', { rel: 'manifest', href: links.manifest }),
      addToHead('link', { rel: 'apple-touch-icon', href: links.touchIcon }),
    ];
    // The page's own theme colour (the product's) is lent to the adviser's while their client's pages are shown.
    const theme = document.querySelector<HTMLMetaElement>('meta[name="theme-color"]');
    const before = theme?.content;
    if (theme) theme.content = colour;
    else added.push(addToHead('meta', { name: 'theme-color', content: colour }));
    return () => {
      for (const element of added) element.remove();
      if (theme && before !== undefined) theme.content = before;
    };
  }, [adviserId, colour]);
}
