// A portfolio's sites on the map, each coloured by its highest risk level (grey while none of its hazards is scored),
// the view fitted to them; a click on a site selects it. The same offline basemap as the forecast's Earth scene.
import 'maplibre-gl/dist/maplibre-gl.css';
import { GeoJSONSource, LngLatBounds, Map as MaplibreMap, NavigationControl, type MapLayerMouseEvent } from 'maplibre-gl';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RiskLevel } from '../../src-server/contracts/enums';
import { levelWords } from '../components/labels';
import { baseStyle, SITE_COLOURS, SITES_SOURCE, sitesLayerSpecs } from './layers';
import { NoWebgl } from './no-webgl';
import { setupMapWorker } from './setup-worker';

export interface MapSite {
  id: string;
  name: string;
  lat: number;
  lng: number;
  /** The highest risk level of its scored rows; null while none is scored. */
  level: RiskLevel | null;
}

const LEVELS: readonly (RiskLevel | 'none')[] = ['severe', 'high', 'moderate', 'low', 'none'];

function featureCollection(sites: readonly MapSite[]) {
  return {
    type: 'FeatureCollection' as const,
    features: sites.map((s) => ({
      type: 'Feature' as const,
      id: s.id,
      geometry: { type: 'Point' as const, coordinates: [s.lng, s.lat] },
      properties: { id: s.id, name: s.name, level: s.level ?? 'none' },
    })),
  };
}

export function SitesMap({ sites, onSelect }: { sites: readonly MapSite[]; onSelect?: (id: string) => void }) {
  const { t } = useTranslation();
  const container = useRef<HTMLDivElement>(null);
  const mapRef = useRef<MaplibreMap | null>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [failure, setFailure] = useState('');
  const select = useEffectEvent((id: string) => onSelect?.(id));

  useEffect(() => {
    if (!container.current) return;
    setupMapWorker();
    let map: MaplibreMap;
    try {
      map = new MaplibreMap({
        container: container.current,
        style: baseStyle(),
        center: [10, 20],
        zoom: 1.2,
        attributionControl: { compact: true },
      });
    } catch (err) {
      // Whether a map can be made (WebGL) is only known by making it, once per mount.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setFailure((err as Error).message);
      setState('failed');
      return;
    }
    map.addControl(new NavigationControl({ showCompass: false }), 'top-right');
    map.on('load', () => {
      map.addSource(SITES_SOURCE, { type: 'geojson', data: featureCollection([]) });
      for (const spec of sitesLayerSpecs()) map.addLayer(spec);
      map.on('click', 'sites-points', (e: MapLayerMouseEvent) => {
        const id = e.features?.[0]?.properties?.id;
        if (typeof id === 'string') select(id);
      });
      map.on('mouseenter', 'sites-points', () => (map.getCanvas().style.cursor = 'pointer'));
      map.on('mouseleave', 'sites-points', () => (map.getCanvas().style.cursor = ''));
      setState('ready');
    });
    mapRef.current = map;
    return () => {
      map.remove();
      mapRef.current = null;
    };
  }, []);

  // The sites (and their colours) drawn again whenever they change; the view fitted when the set of places changes.
  const places = sites.map((s) => `${s.id}:${s.lat},${s.lng}`).join('|');
  useEffect(() => {
    const map = mapRef.current;
    if (!map || state !== 'ready') return;
    (map.getSource(SITES_SOURCE) as GeoJSONSource | undefined)?.setData(featureCollection(sites));
  }, [sites, state]);
  useEffect(() => {
    const map = mapRef.current;
    if (!map || state !== 'ready' || sites.length === 0) return;
    const bounds = new LngLatBounds();
    for (const s of sites) bounds.extend([s.lng, s.lat]);
    map.fitBounds(bounds, { padding: 48, maxZoom: 9, duration: 800 });
    // Only a new set of places moves the view, not new colours.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [places, state]);

  if (state === 'failed') return <NoWebgl reason={failure} />;
  const counts = new Map<string, number>();
  for (const s of sites) counts.set(s.level ?? 'none', (counts.get(s.level ?? 'none') ?? 0) + 1);
  return (
    <figure className="map sites-map" aria-label={t('portfolios.mapLabel', { count: sites.length })}>
      <div ref={container} className="map-canvas" data-testid="portfolio-map" data-map-state={state} data-sites={sites.length} />
      <figcaption className="map-legend" data-testid="portfolio-legend">
        <ul aria-label={t('portfolios.legend')}>
          {LEVELS.filter((l) => counts.has(l)).map((l) => (
            <li key={l} data-level={l}>
              <span className="swatch" style={{ background: SITE_COLOURS[l] }} aria-hidden="true" />
              {l === 'none' ? t('portfolios.notScored') : levelWords(l)} ({counts.get(l)})
            </li>
          ))}
        </ul>
      </figcaption>
    </figure>
  );
}
