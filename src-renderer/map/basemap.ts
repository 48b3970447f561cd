// Offline basemap: Natural Earth 1:50m countries (world-atlas TopoJSON) turned into GeoJSON once.
import type { FeatureCollection } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import countries50m from 'world-atlas/countries-50m.json';

let cached: FeatureCollection | undefined;

export function countriesGeoJson(): FeatureCollection {
  if (!cached) {
    const topology = countries50m as unknown as Topology<{ countries: GeometryCollection }>;
    cached = feature(topology, topology.objects.countries) as FeatureCollection;
  }
  return cached;
}
