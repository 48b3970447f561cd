// The verifiable companion of a physical event (forecast.companionEvent): the event a public feed (USGS, NASA EONET)
// decides once its window ends, with its own probability. The track record logs and scores it, not the event above.
import { Trans, useTranslation } from 'react-i18next';
import type { CompanionEvent } from '../../../src-server/contracts/risk';
import { continuing, eventWindow, percent } from './event-words';

/** The companion below the event: its probability and event in words, its window and who decides it. */
export function CompanionEventSection({ companion, probability }: { companion: CompanionEvent; probability: number }) {
  const { t } = useTranslation();
  const e = companion.event;
  return (
    <section data-testid="companion-event" aria-labelledby="companion-title">
      <h3 id="companion-title">{t('event.companionTitle')}</h3>
      <div className="event companion">
        <p className="event-text">
          <Trans
            t={t}
            i18nKey="event.companionChance"
            values={{ probability: percent(companion.probability), description: continuing(e.description) }}
            components={{ p: <span data-testid="companion-probability" />, d: <span data-testid="companion-description" /> }}
          />
        </p>
        <dl className="event-facts">
          <div>
            <dt>{t('event.window')}</dt>
            <dd data-testid="companion-window">{eventWindow(e.windowStart, e.windowEnd)}</dd>
          </div>
          <div>
            <dt>{t('event.decidedBy')}</dt>
            <dd data-testid="companion-verifier">{e.verifiedBy}</dd>
          </div>
        </dl>
        <p className="small muted">{t('event.companionNote', { probability: percent(probability) })}</p>
      </div>
    </section>
  );
}
