import type { GeoPoint } from '@brokerdesk/contract/constants';
import { MAP_ZOOM } from '@brokerdesk/contract/constants';
import 'leaflet/dist/leaflet.css';
import { useEffect } from 'react';
import { CircleMarker, MapContainer, TileLayer, Tooltip, useMap } from 'react-leaflet';

/** OpenStreetMap's tiles; the CSP's img-src allows this host only (set by the server's app.ts). */
const TILES = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
const ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';

/** A modal opens with an animation: Leaflet measures its box again once the box has its final size. */
function FitToBox() {
  const map = useMap();
  useEffect(() => {
    map.invalidateSize();
    const timer = setTimeout(() => map.invalidateSize(), 300);
    return () => clearTimeout(timer);
  }, [map]);
  return null;
}

/**
 * The map of the map modal (docs/spec/core-and-application.md §2, §9: zoom 13), loaded only when a map is shown, so
 * Leaflet is not part of any page's first download. The point is a circle marker: it needs no marker images.
 */
export default function LeafletMap({ point, label }: { point: GeoPoint; label: string }) {
  const center: [number, number] = [point.lat, point.lon];
  return (
    <MapContainer
      center={center}
      zoom={MAP_ZOOM}
      scrollWheelZoom={false}
      style={{ height: 360, width: '100%', borderRadius: 8 }}
    >
      <FitToBox />
      <TileLayer url={TILES} attribution={ATTRIBUTION} />
      <CircleMarker center={center} radius={10} pathOptions={{ color: '#1A356F', fillOpacity: 0.5 }}>
        <Tooltip direction="top" offset={[0, -10]}>
          {label}
        </Tooltip>
      </CircleMarker>
    </MapContainer>
  );
}
