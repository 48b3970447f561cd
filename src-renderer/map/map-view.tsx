// The Earth scene: a maplibre globe drawing the forecast's sceneSpec (place, model radius, nearby events). A click
// asks about that point; the 1:10m basemap loads once the view zooms in; online tiles are drawn when settings say so.
import 'maplibre-gl/dist/maplibre-gl.css';
import { GeoJSONSource, Map as MaplibreMap, NavigationControl } from 'maplibre-gl';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SceneSpec } from '../../src-server/contracts/risk';
import { DETAIL_FROM_ZOOM, detailedCountries } from './basemap';
import { baseStyle, ONLINE_TILES_SOURCE, onlineTilesLayer, sceneLayerSpecs } from './layers';
import { MapLegend } from './legend';
import { NoWebgl } from './no-webgl';
import { setupMapWorker } from './setup-worker';

type MapState = 'loading' | 'ready' | 'failed';

/** Online tiles through the local server's tile route (owner only: the requests carry the token). */
export interface TileOptions {
  enabled: boolean;
  apiBase: string;
  token(): string | null;
  attribution: string;
}

const TILE_PATH = '/api/v1/basemap/tiles';

export function MapView({
  scene,
  onPick,
  tiles,
}: {
  scene: SceneSpec | null;
  onPick?: (lat: number, lng: number) => void;
  tiles: TileOptions | null;
}) {
  const container = useRef<HTMLDivElement>(null);
  const mapRef = useRef<MaplibreMap | null>(null);
  // Effect events: the map, made once, reads the current tile settings and click handler when it calls them.
  const tileRequest = useEffectEvent((url: string) => {
    const token = tiles?.token();
    return tiles && token && url.startsWith(`${tiles.apiBase}${TILE_PATH}`)
      ? { url, headers: { authorization: `Bearer ${token}` } }
      : { url };
  });
  const pick = useEffectEvent((lat: number, lng: number) => onPick?.(lat, lng));
  const { t } = useTranslation();
  const [state, setState] = useState<MapState>('loading');
  const [failure, setFailure] = useState('');
  const [drawn, setDrawn] = useState<string[]>([]);
  const [basemap, setBasemap] = useState<'coarse' | 'loading-detail' | 'detailed' | 'detail-failed'>('coarse');

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
        // Tile requests to our own server carry the owner token.
        transformRequest: (url) => tileRequest(url),
      });
    } catch (err) {
      // Set in the effect on purpose: whether a map can be made (WebGL) is only known by making it, once per mount.
      // eslint-disable-next-line react-hooks/set-state-in-effect
      setFailure((err as Error).message);
      setState('failed');
      return;
    }
    map.addControl(new NavigationControl({ showCompass: false }), 'top-right');
    map.on('load', () => {
      setState('ready');
      // Fetch and convert the 1:10m file in the background once the globe is up, so the first answer's city view
      // does not wait for it; it is only drawn from the first zoom past continent scale.
      prefetch = setTimeout(() => void detailedCountries().catch(() => undefined), 1500);
    });
    let prefetch: ReturnType<typeof setTimeout> | undefined;
    map.on('click', (e) => {
      const { lat, lng } = e.lngLat.wrap();
      if (Number.isFinite(lat) && Number.isFinite(lng) && Math.abs(lat) <= 90) pick(lat, lng);
    });
    // The detailed coastlines load once, the first time the view is past continent scale.
    let detailRequested = false;
    const maybeLoadDetail = () => {
      if (detailRequested || map.getZoom() < DETAIL_FROM_ZOOM) return;
      detailRequested = true;
      setBasemap('loading-detail');
      detailedCountries().then(
        (data) => {
          (map.getSource('countries') as GeoJSONSource | undefined)?.setData(data);
          // Said "detailed" once drawn: the worker needs a moment to tile 1:10m shapes.
          map.once('idle', () => setBasemap('detailed'));
        },
        () => {
          detailRequested = false;
          setBasemap('detail-failed');
        },
      );
    };
    map.on('zoomend', maybeLoadDetail);
    map.on('moveend', maybeLoadDetail);
    mapRef.current = map;
    return () => {
      clearTimeout(prefetch);
      map.remove();
      mapRef.current = null;
    };
  }, []);

  // Online tiles: added or removed as settings change, under the forecast's layers.
  // (Read as strings: `tiles` itself is a new object whenever the app's settings object is.)
  const tilesBase = tiles?.enabled ? tiles.apiBase : null;
  const tilesAttribution = tiles?.enabled ? tiles.attribution : '';
  useEffect(() => {
    const map = mapRef.current;
    if (!map || state !== 'ready') return;
    if (map.getLayer('online-tiles')) map.removeLayer('online-tiles');
    if (map.getSource(ONLINE_TILES_SOURCE)) map.removeSource(ONLINE_TILES_SOURCE);
    if (tilesBase === null) return;
    map.addSource(ONLINE_TILES_SOURCE, {
      type: 'raster',
      tiles: [`${tilesBase}${TILE_PATH}/{z}/{x}/{y}`],
      tileSize: 256,
      maxzoom: 19,
      attribution: tilesAttribution,
    });
    const firstScene = map.getStyle().layers?.find((l) => l.id.startsWith('scene-'))?.id;
    map.addLayer(onlineTilesLayer(), firstScene);
  }, [tilesBase, tilesAttribution, state]);

  useEffect(() => {
    const map = mapRef.current;
    if (!map || state !== 'ready' || !scene) return;
    // Replace the previous forecast's layers and sources.
    for (const layer of map.getStyle().layers ?? []) if (layer.id.startsWith('scene-')) map.removeLayer(layer.id);
    for (const id of Object.keys(map.getStyle().sources ?? {})) if (id.startsWith('scene-')) map.removeSource(id);
    const ids: string[] = [];
    for (const layer of scene.layers) {
      const source = `scene-${layer.id}`;
      const existing = map.getSource(source) as GeoJSONSource | undefined;
      if (existing) existing.setData(layer.data as never);
      else map.addSource(source, { type: 'geojson', data: layer.data as never });
      for (const spec of sceneLayerSpecs(layer)) map.addLayer(spec);
      ids.push(layer.id);
    }
    setDrawn(ids);
    map.flyTo({
      center: scene.camera.center,
      zoom: scene.camera.zoom,
      pitch: scene.camera.pitch,
      bearing: scene.camera.bearing,
      duration: 1200,
    });
  }, [scene, state]);

  if (state === 'failed') return <NoWebgl reason={failure} />;
  return (
    <figure
      className={onPick ? 'map pickable' : 'map'}
      aria-label={scene ? t('map.region', { region: scene.region.name }) : t('map.globe')}
    >
      {/* The className must never change: maplibre adds its own classes to this element. */}
      <div
        ref={container}
        className="map-canvas"
        data-testid="earth-map"
        data-map-state={state}
        data-layers={drawn.join(',')}
        data-basemap={basemap}
        data-online-tiles={tiles?.enabled ? 'on' : 'off'}
      />
      <p className="small muted map-hint">
        {onPick ? t('map.pick') : ''}
        {t('map.basemap', { scale: basemap === 'detailed' ? '1:10m' : '1:110m' })}
        {basemap === 'loading-detail' ? t('map.loadingDetail') : basemap === 'detail-failed' ? t('map.detailFailed') : ''}
        {tiles?.enabled ? t('map.tiles', { attribution: tiles.attribution }) : ''}.
      </p>
      {scene && <MapLegend scene={scene} />}
    </figure>
  );
}
