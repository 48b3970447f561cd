// Shown instead of the map when the machine has no WebGL 2: the forecast still works without it.
import { useTranslation } from 'react-i18next';

export function NoWebgl(props: { reason: string }) {
  const { t } = useTranslation();
  return (
    <div className="map-fallback" role="note" data-testid="map-unavailable">
      <p>{t('map.noWebgl', { reason: props.reason })}</p>
    </div>
  );
}
