import type { GeoPoint } from '@brokerdesk/contract/constants';
import { MAP_ZOOM } from '@brokerdesk/contract/constants';
import 'leaflet/dist/leaflet.css';
import { circleMarker, map as createMap, tileLayer } from 'leaflet';
import { useEffect, useRef } from 'react';

/** The credit is configured as plain text (MAP_TILES_ATTRIBUTION); Leaflet writes it as HTML. */
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The map of the map modal (docs/spec/core-and-application.md §2, §9: zoom 13), loaded only when a map is shown, so
 * Leaflet is not part of any page's first download. Leaflet is used directly (decision 025): one map, one circle
 * marker (it needs no marker images) with the address as its tooltip.
 */
export default function LeafletMap({
  point,
  label,
  tiles,
}: {
  point: GeoPoint;
  label: string;
  /** The firm's tile server (MAP_TILES_URL, which the CSP's img-src allows) and its credit. */
  tiles: { url: string; attribution: string };
}) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (!box.current) return;
    const center: [number, number] = [point.lat, point.lon];
    const map = createMap(box.current, { center, zoom: MAP_ZOOM, scrollWheelZoom: false });
    tileLayer(tiles.url, { attribution: escapeHtml(tiles.attribution) }).addTo(map);
    circleMarker(center, { radius: 10, color: '#1A356F', fillOpacity: 0.5 })
      .bindTooltip(label, { direction: 'top', offset: [0, -10] })
      .addTo(map);
    // A modal opens with an animation: Leaflet measures its box again once the box has its final size.
    const timer = setTimeout(() => map.invalidateSize(), 300);
    return () => {
      clearTimeout(timer);
      map.remove();
    };
  }, [point.lat, point.lon, label, tiles.url, tiles.attribution]);
  return <div ref={box} style={{ height: 360, width: '100%', borderRadius: 8 }} />;
}
