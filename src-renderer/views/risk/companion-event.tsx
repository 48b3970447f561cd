// The verifiable companion of a physical event (forecast.companionEvent): the event a public feed (USGS, NASA EONET)
// decides once its window ends, with its own probability. The track record logs and scores it, not the event above.
import type { CompanionEvent } from '../../../src-server/contracts/risk';
import { continuing, eventWindow, percent } from './event-words';

/** The companion below the event: its probability and event in words, its window and who decides it. */
export function CompanionEventSection({ companion, probability }: { companion: CompanionEvent; probability: number }) {
  const e = companion.event;
  return (
    <section data-testid="companion-event" aria-labelledby="companion-title">
      <h3 id="companion-title">Verifiable companion event</h3>
      <div className="event companion">
        <p className="event-text">
          <span data-testid="companion-probability">{percent(companion.probability)}</span> chance of{' '}
          <span data-testid="companion-description">{continuing(e.description)}</span>.
        </p>
        <dl className="event-facts">
          <div>
            <dt>Window</dt>
            <dd data-testid="companion-window">{eventWindow(e.windowStart, e.windowEnd)}</dd>
          </div>
          <div>
            <dt>Decided by</dt>
            <dd data-testid="companion-verifier">{e.verifiedBy}</dd>
          </div>
        </dl>
        <p className="small muted">
          A public record decides this event once the window ends, so the track record logs and scores it; the{' '}
          {percent(probability)} above is the chance of the event described above.
        </p>
      </div>
    </section>
  );
}
