// Map style and layer specs as data (kept out of components): the basemap, the online tiles, and one style per
// kind of event a forecast looked at, which the legend reads too.
import type { ExpressionSpecification, LayerSpecification, StyleSpecification } from 'maplibre-gl';
import type { RiskLevel } from '../../src-server/contracts/enums';
import type { SceneLayer } from '../../src-server/contracts/risk';
import { coarseCountries } from './basemap';

export const OCEAN = '#0b2540';
export const LAND = '#e7e2d3';
export const ONLINE_TILES_SOURCE = 'online-tiles';

/** An inline style with no remote resources: ocean, countries, their outlines (no text, so no glyphs needed). */
export function baseStyle(): StyleSpecification {
  return {
    version: 8,
    projection: { type: 'globe' },
    sources: { countries: { type: 'geojson', data: coarseCountries(), attribution: 'Natural Earth' } },
    layers: [
      { id: 'ocean', type: 'background', paint: { 'background-color': OCEAN } },
      { id: 'land', type: 'fill', source: 'countries', paint: { 'fill-color': LAND } },
      {
        id: 'borders',
        type: 'line',
        source: 'countries',
        paint: { 'line-color': '#9a9382', 'line-width': ['interpolate', ['linear'], ['zoom'], 2, 0.5, 10, 1.2] },
      },
    ],
  };
}

/** The online raster layer, drawn over the offline land (which stays as the fallback where a tile fails). */
export function onlineTilesLayer(): LayerSpecification {
  return { id: 'online-tiles', type: 'raster', source: ONLINE_TILES_SOURCE, paint: { 'raster-opacity': 1 } };
}

/** One kind of event on the map: its colour, and its legend swatches (the layer's title names it). */
export interface EventStyle {
  color: string;
  /** Legend swatches: one per entry; earthquakes show their magnitude scale (labelled), other kinds one colour. */
  swatches: { color: string; label?: string; radius: number }[];
}

const MAGNITUDE: ExpressionSpecification = ['coalesce', ['get', 'magnitude'], 5];

/** Colours of the NASA EONET categories' layers, by the server's layer ids. */
const EONET_COLOURS: Readonly<Record<string, string>> = {
  'eonet-floods': '#1f78b4',
  'eonet-wildfires': '#d7301f',
  'eonet-storms': '#6a3d9a',
};
/** ReliefWeb disasters (`reliefweb-<hazard>`), drawn at the country centroid. */
const RELIEFWEB_COLOUR = '#8c6d31';
const OTHER_COLOUR = '#525252';

/** Styles by scene layer id (the server's ids: usgs-earthquakes, eonet-floods, reliefweb-conflict, ...). */
export function eventStyle(layerId: string): EventStyle {
  if (layerId === 'usgs-earthquakes') {
    return {
      color: '#e66101',
      swatches: [
        { color: '#fdb863', label: 'M4.5', radius: 3 },
        { color: '#e66101', label: 'M6', radius: 6 },
        { color: '#b2182b', label: 'M7.5+', radius: 10 },
      ],
    };
  }
  const color = EONET_COLOURS[layerId] ?? (layerId.startsWith('reliefweb-') ? RELIEFWEB_COLOUR : OTHER_COLOUR);
  return { color, swatches: [{ color, radius: 5 }] };
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
  const style = eventStyle(layer.id);
  const isPolygon: ExpressionSpecification = ['==', ['geometry-type'], 'Polygon'];
  const polygons: LayerSpecification = {
    id: `${source}-areas`,
    type: 'fill',
    source,
    filter: isPolygon,
    paint: { 'fill-color': style.color, 'fill-opacity': 0.25, 'fill-outline-color': style.color },
  };
  if (layer.id === 'usgs-earthquakes') {
    // Sized and coloured by magnitude.
    return [
      {
        id: `${source}-events`,
        type: 'circle',
        source,
        paint: {
          'circle-radius': ['interpolate', ['linear'], MAGNITUDE, 4.5, 3, 6, 6, 8, 12],
          'circle-color': ['interpolate', ['linear'], MAGNITUDE, 4.5, '#fdb863', 6, '#e66101', 7.5, '#b2182b'],
          'circle-opacity': 0.75,
          'circle-stroke-color': '#3b1d0e',
          'circle-stroke-width': 0.5,
        },
      },
    ];
  }
  return [
    polygons,
    {
      id: `${source}-events`,
      type: 'circle',
      source,
      filter: ['!', isPolygon],
      paint: {
        'circle-radius': 5,
        'circle-color': style.color,
        'circle-opacity': 0.8,
        'circle-stroke-color': '#ffffff',
        'circle-stroke-width': 1,
      },
    },
  ];
}

/** A portfolio's sites (map/sites-map.tsx): one source, coloured by the highest risk level of each site. */
export const SITES_SOURCE = 'portfolio-sites';

/** The risk levels' colours (the dashboard's --low … --severe), and grey for a site with nothing scored yet. */
export const SITE_COLOURS: Readonly<Record<RiskLevel | 'none', string>> = {
  low: '#1a7f37',
  moderate: '#9a6700',
  high: '#c2410c',
  severe: '#b42318',
  none: '#64748b',
};

export function sitesLayerSpecs(): LayerSpecification[] {
  const colour: ExpressionSpecification = [
    'match',
    ['get', 'level'],
    ...(['low', 'moderate', 'high', 'severe'] as const).flatMap((l) => [l, SITE_COLOURS[l]]),
    SITE_COLOURS.none,
  ] as unknown as ExpressionSpecification;
  return [
    {
      id: 'sites-points',
      type: 'circle',
      source: SITES_SOURCE,
      paint: {
        'circle-radius': ['interpolate', ['linear'], ['zoom'], 1, 5, 8, 9],
        'circle-color': colour,
        'circle-stroke-color': '#ffffff',
        'circle-stroke-width': 1.5,
      },
    },
  ];
}
