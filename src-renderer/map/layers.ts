// Map style and layer specs as data (kept out of components): the basemap and what a forecast looked at.
import type { LayerSpecification, StyleSpecification } from 'maplibre-gl';
import type { SceneLayer } from '../../src-server/contracts/risk';
import { countriesGeoJson } from './basemap';

export const OCEAN = '#0b2540';
export const LAND = '#e7e2d3';

/** An inline style with no remote resources: ocean, countries, borders (no text, so no glyphs needed). */
export function baseStyle(): StyleSpecification {
  return {
    version: 8,
    projection: { type: 'globe' },
    sources: { countries: { type: 'geojson', data: countriesGeoJson() } },
    layers: [
      { id: 'ocean', type: 'background', paint: { 'background-color': OCEAN } },
      { id: 'land', type: 'fill', source: 'countries', paint: { 'fill-color': LAND } },
      { id: 'borders', type: 'line', source: 'countries', paint: { 'line-color': '#9a9382', 'line-width': 0.6 } },
    ],
  };
}

/** Layers drawn for one scene layer; ids are prefixed so a new forecast can remove the old ones. */
export function sceneLayerSpecs(layer: SceneLayer): LayerSpecification[] {
  const source = `scene-${layer.id}`;
  if (layer.kind === 'radius') {
    return [
      { id: `${source}-fill`, type: 'fill', source, paint: { 'fill-color': '#0b6bcb', 'fill-opacity': 0.08 } },
      { id: `${source}-line`, type: 'line', source, paint: { 'line-color': '#0b6bcb', 'line-width': 1.5, 'line-dasharray': [2, 2] } },
    ];
  }
  if (layer.kind === 'place') {
    return [
      {
        id: `${source}-point`,
        type: 'circle',
        source,
        paint: { 'circle-radius': 7, 'circle-color': '#ffffff', 'circle-stroke-color': '#0f172a', 'circle-stroke-width': 3 },
      },
    ];
  }
  // Events: sized and coloured by magnitude where there is one (USGS), a fixed mark otherwise (EONET).
  return [
    {
      id: `${source}-events`,
      type: 'circle',
      source,
      paint: {
        'circle-radius': ['interpolate', ['linear'], ['coalesce', ['get', 'magnitude'], 5], 4.5, 3, 6, 6, 8, 12],
        'circle-color': ['interpolate', ['linear'], ['coalesce', ['get', 'magnitude'], 5], 4.5, '#fdb863', 6, '#e66101', 7.5, '#b2182b'],
        'circle-opacity': 0.75,
        'circle-stroke-color': '#3b1d0e',
        'circle-stroke-width': 0.5,
      },
    },
  ];
}
