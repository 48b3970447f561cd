// The map's legend: one entry per layer the forecast drew (the place, the model radius, each kind of event with its
// colours and count), read from the same styles the map uses.
import { useTranslation } from 'react-i18next';
import type { SceneSpec } from '../../src-server/contracts/risk';
import { eventStyle } from './layers';

export function MapLegend({ scene }: { scene: SceneSpec }) {
  const { t } = useTranslation();
  return (
    <figcaption className="map-legend" data-testid="map-legend">
      <ul>
        {scene.layers.map((l) => (
          <li key={l.id} data-legend={l.id}>
            {l.kind === 'place' && <span className="swatch swatch-place" aria-hidden="true" />}
            {l.kind === 'radius' && <span className="swatch swatch-radius" aria-hidden="true" />}
            {l.kind === 'events' &&
              eventStyle(l.id).swatches.map((s) => (
                <span key={s.label ?? s.color} className="swatch-group">
                  <span className="swatch" aria-hidden="true" style={{ background: s.color, width: s.radius * 2, height: s.radius * 2 }} />
                  {s.label && <span className="small">{s.label}</span>}
                </span>
              ))}{' '}
            <span>{l.kind === 'place' ? t('map.asked', { place: l.title }) : l.title}</span>{' '}
            {l.kind !== 'place' && (
              <span className="muted">
                {l.kind === 'events' ? t('map.shown', { source: l.source, count: l.data.features.length }) : `(${l.source})`}
              </span>
            )}
          </li>
        ))}
      </ul>
    </figcaption>
  );
}
