// The exact event the probability is about: description, window, radius and any extra criteria.
import { useTranslation } from 'react-i18next';
import type { ForecastEvent } from '../../../src-server/contracts/risk';
import { formatNumber } from '../../i18n';
import { criterionValue, criterionWords, eventWindow } from './event-words';

const KNOWN = new Set(['hazard', 'description', 'radiusKm', 'windowStart', 'windowEnd']);

export function EventDefinition({ event }: { event: ForecastEvent | null }) {
  const { t } = useTranslation();
  if (!event) {
    return (
      <section className="event" data-testid="event-definition">
        <p className="muted">{t('event.none')}</p>
      </section>
    );
  }
  const criteria = Object.entries(event).filter(
    ([key, value]) => !KNOWN.has(key) && (typeof value === 'number' || typeof value === 'string' || typeof value === 'boolean'),
  );
  return (
    <section className="event" data-testid="event-definition" aria-label={t('event.label')}>
      <p className="event-text" data-testid="event-description">
        {event.description}
      </p>
      <dl className="event-facts">
        <div>
          <dt>{t('event.window')}</dt>
          <dd data-testid="event-window">{eventWindow(event.windowStart, event.windowEnd)}</dd>
        </div>
        <div>
          <dt>{t('event.radius')}</dt>
          <dd>{formatNumber(event.radiusKm)} km</dd>
        </div>
        {criteria.map(([key, value]) => (
          <div key={key}>
            <dt>{criterionWords(key)}</dt>
            <dd>{criterionValue(value as string | number | boolean)}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
