// Offline basemap from Natural Earth (world-atlas TopoJSON): the 1:110m countries are bundled for the globe at start;
// the 1:10m countries (3.7 MB, a separate file fetched only when the view zooms in) replace them for city-level views.
import type { FeatureCollection } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import countries110m from 'world-atlas/countries-110m.json';
import detailedUrl from 'world-atlas/countries-10m.json?url';

type CountriesTopology = Topology<{ countries: GeometryCollection }>;

let coarse: FeatureCollection | undefined;
let detailed: Promise<FeatureCollection> | undefined;

const toGeoJson = (t: CountriesTopology) => feature(t, t.objects.countries) as FeatureCollection;

/** Natural Earth 1:110m countries, bundled: enough for the whole globe. */
export function coarseCountries(): FeatureCollection {
  coarse ??= toGeoJson(countries110m as unknown as CountriesTopology);
  return coarse;
}

/** Natural Earth 1:10m countries, fetched from the app's own files once (never from the internet). */
export function detailedCountries(): Promise<FeatureCollection> {
  detailed ??= fetch(detailedUrl)
    .then((res) => {
      if (!res.ok) throw new Error(`the detailed basemap file answered ${res.status}`);
      return res.json() as Promise<CountriesTopology>;
    })
    .then(toGeoJson)
    .catch((err: unknown) => {
      detailed = undefined; // let a later zoom try again
      throw err;
    });
  return detailed;
}

/** Zoom from which the 1:10m shapes are loaded: past the whole-continent views. */
export const DETAIL_FROM_ZOOM = 2.5;
