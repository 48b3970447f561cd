// Builds earth.sceneSpec: what the dashboard map draws, so scripts and assistants can draw it too.
import type { Place, SceneLayer, SceneSpec } from '../contracts/risk.js';
import { bboxAround } from '../shared/geo.js';

/** A zoom that fits `radiusKm` around the point in a view ~400 px tall (Web Mercator), the dashboard map height. */
export function zoomForRadius(lat: number, radiusKm: number): number {
  const metersPerPixelAtZoom0 = 156543.03 * Math.cos((lat * Math.PI) / 180);
  const wantedMetersPerPixel = (radiusKm * 2 * 1000) / 400;
  const zoom = Math.log2(metersPerPixelAtZoom0 / wantedMetersPerPixel);
  return Math.round(Math.min(12, Math.max(1.5, zoom)) * 10) / 10;
}

export function buildScene(place: Place, radiusKm: number, modelLayers: SceneLayer[]): SceneSpec {
  const placeLayer: SceneLayer = {
    id: 'place',
    title: place.name,
    source: place.source === 'geocoding' ? 'Open-Meteo Geocoding' : place.source === 'coordinates' ? 'Prompt coordinates' : 'GeoNames',
    kind: 'place',
    data: {
      type: 'FeatureCollection',
      features: [{ type: 'Feature', geometry: { type: 'Point', coordinates: [place.lng, place.lat] }, properties: { name: place.name } }],
    },
  };
  return {
    region: { name: place.name, lat: place.lat, lng: place.lng, bbox: bboxAround(place.lat, place.lng, radiusKm) },
    camera: { center: [place.lng, place.lat], zoom: zoomForRadius(place.lat, radiusKm), pitch: 0, bearing: 0 },
    layers: [placeLayer, ...modelLayers],
  };
}
