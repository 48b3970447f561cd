// The Earth scene: a maplibre globe drawing the forecast's sceneSpec (place, model radius, nearby events).
import 'maplibre-gl/dist/maplibre-gl.css';
import { GeoJSONSource, Map as MaplibreMap, NavigationControl } from 'maplibre-gl';
import { useEffect, useRef, useState } from 'react';
import type { SceneSpec } from '../../src-server/contracts/risk';
import { baseStyle, sceneLayerSpecs } from './layers';
import { NoWebgl } from './no-webgl';
import { setupMapWorker } from './setup-worker';

type MapState = 'loading' | 'ready' | 'failed';

export function MapView({ scene }: { scene: SceneSpec | null }) {
  const container = useRef<HTMLDivElement>(null);
  const mapRef = useRef<MaplibreMap | null>(null);
  const [state, setState] = useState<MapState>('loading');
  const [failure, setFailure] = useState('');
  const [drawn, setDrawn] = useState<string[]>([]);

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
        attributionControl: { compact: true, customAttribution: 'Natural Earth' },
      });
    } catch (err) {
      setFailure((err as Error).message);
      setState('failed');
      return;
    }
    map.addControl(new NavigationControl({ showCompass: false }), 'top-right');
    map.on('load', () => setState('ready'));
    mapRef.current = map;
    return () => {
      map.remove();
      mapRef.current = null;
    };
  }, []);

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
    map.flyTo({ center: scene.camera.center, zoom: scene.camera.zoom, pitch: scene.camera.pitch, bearing: scene.camera.bearing, duration: 1200 });
  }, [scene, state]);

  if (state === 'failed') return <NoWebgl reason={failure} />;
  return (
    <figure className="map" aria-label={scene ? `Map of ${scene.region.name}` : 'Globe'}>
      <div ref={container} className="map-canvas" data-testid="earth-map" data-map-state={state} data-layers={drawn.join(',')} />
      {scene && (
        <figcaption className="map-legend">
          {scene.layers
            .filter((l) => l.kind !== 'place')
            .map((l) => (
              <span key={l.id}>
                {l.title} <span className="muted">({l.source}, {l.data.features.length})</span>
              </span>
            ))}
        </figcaption>
      )}
    </figure>
  );
}
