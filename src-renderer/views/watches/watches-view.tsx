// The Watches tab: the list with state and delivery health, a watch's detail, creating one from the current
// forecast (its secret shown once), editing, pausing and deleting with confirmation.
import { useCallback, useEffect, useEffectEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { RiskForecast } from '../../../src-server/contracts/risk';
import { errorLines, type ApiClient } from '../../api/client';
import { useResource } from '../../api/use-resource';
import { deleteWatch, listWatches, updateWatch, type CreatedWatch, type WatchView } from '../../api/watches';
import { ConfirmDialog } from '../../components/confirm-dialog';
import { Empty, Failure, Loading } from '../../components/status-message';
import { CreatedSecret } from './created-secret';
import { WatchDetail } from './watch-detail';
import { draftFromForecast } from './watch-draft';
import { WatchForm } from './watch-form';
import { WatchList } from './watch-list';

type Panel = { kind: 'none' } | { kind: 'create' } | { kind: 'edit'; id: string } | { kind: 'created'; watch: CreatedWatch };

export function WatchesView(props: {
  api: ApiClient;
  forecast: RiskForecast | null;
  /** "Watch this forecast" on the Forecast tab asked for the create form. */
  createRequested: boolean;
  /** Opened from elsewhere (the tray or a notification): select this watch. */
  focusId: string | null;
  /** The requests above were acted on. */
  onConsumed(): void;
  desktopApp: boolean;
  onAskFirst(): void;
}) {
  const { api } = props;
  const { t } = useTranslation();
  const list = useResource(useCallback((signal: AbortSignal) => listWatches(api, signal), [api]));
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const [panel, setPanel] = useState<Panel>({ kind: 'none' });
  const [busyId, setBusyId] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<WatchView | null>(null);
  const [actionError, setActionError] = useState<string[] | null>(null);

  // A request from elsewhere is acted on while rendering (React's "adjust state when a prop changes"), once per new
  // request; the parent is told after the commit, since a parent's state cannot change during a child's render.
  const { createRequested, focusId } = props;
  const [seen, setSeen] = useState<{ createRequested: boolean; focusId: string | null }>({ createRequested: false, focusId: null });
  if (seen.createRequested !== createRequested || seen.focusId !== focusId) {
    setSeen({ createRequested, focusId });
    if (createRequested && props.forecast) setPanel({ kind: 'create' });
    if (focusId) setSelectedId(focusId);
  }
  // (An effect event: `onConsumed` is the parent's inline closure, new on each of its renders; only a new request calls it.)
  const consumed = useEffectEvent(() => props.onConsumed());
  useEffect(() => {
    if (createRequested || focusId) consumed();
  }, [createRequested, focusId]);

  const watches = list.data ?? [];
  // Keys below are prefixed: the form and the detail are siblings, and a shared key confuses React's reconciliation.
  const selected = watches.find((w) => w.id === selectedId) ?? null;
  const editing = panel.kind === 'edit' ? watches.find((w) => w.id === panel.id) : undefined;

  const pauseResume = async (w: WatchView) => {
    setBusyId(w.id);
    setActionError(null);
    try {
      await updateWatch(api, w.id, { status: w.status === 'paused' ? 'active' : 'paused' });
      list.reload();
    } catch (err) {
      setActionError([t(w.status === 'paused' ? 'watches.resumeFailed' : 'watches.pauseFailed', { id: w.id }), ...errorLines(err)]);
    } finally {
      setBusyId(null);
    }
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    setBusyId(deleting.id);
    setActionError(null);
    try {
      await deleteWatch(api, deleting.id);
      if (selectedId === deleting.id) setSelectedId(null);
      list.reload();
    } catch (err) {
      setActionError([t('watches.deleteFailed', { id: deleting.id }), ...errorLines(err)]);
    } finally {
      setBusyId(null);
      setDeleting(null);
    }
  };

  return (
    <article className="card watches" data-testid="watches-view" aria-labelledby="watches-title">
      <header className="view-header">
        <div>
          <h2 id="watches-title">{t('watches.title')}</h2>
          <p className="muted">{t('watches.intro')}</p>
        </div>
        <div>
          {props.forecast ? (
            <button
              type="button"
              className="btn btn-primary"
              onClick={() => setPanel({ kind: 'create' })}
              data-testid="new-watch"
              disabled={panel.kind === 'create'}
            >
              {t('watches.newFor', { place: props.forecast.riskInput.place.name })}
            </button>
          ) : (
            <button type="button" className="btn" onClick={props.onAskFirst} data-testid="new-watch-ask-first">
              {t('watches.askFirst')}
            </button>
          )}
        </div>
      </header>

      {panel.kind === 'create' && props.forecast && (
        <WatchForm
          api={api}
          mode={{
            kind: 'create',
            draft: draftFromForecast(props.forecast, props.desktopApp),
            forecast: props.forecast,
            placeName: props.forecast.riskInput.place.name,
          }}
          onCreated={(w) => {
            setPanel({ kind: 'created', watch: w });
            setSelectedId(w.id);
            list.reload();
          }}
          onCancel={() => setPanel({ kind: 'none' })}
        />
      )}
      {panel.kind === 'created' && <CreatedSecret watch={panel.watch} onDone={() => setPanel({ kind: 'none' })} />}
      {panel.kind === 'edit' && editing && (
        <WatchForm
          key={`edit-${editing.id}`}
          api={api}
          mode={{ kind: 'edit', watch: editing }}
          onSaved={() => {
            setPanel({ kind: 'none' });
            list.reload();
          }}
          onCancel={() => setPanel({ kind: 'none' })}
        />
      )}

      {actionError && <Failure testId="watch-action-error" title={actionError[0]!} lines={actionError.slice(1)} />}
      <div aria-live="polite">
        {list.state === 'loading' && !list.data && <Loading testId="watches-loading">{t('watches.loading')}</Loading>}
        {list.state === 'error' && (
          <Failure testId="watches-error" title={t('watches.loadFailed')} lines={list.lines} onRetry={list.reload} />
        )}
      </div>
      {list.state === 'done' && watches.length === 0 && panel.kind !== 'create' && (
        <Empty testId="watches-empty">
          <p>{t('watches.empty')}</p>
          <p className="muted">{t('watches.emptyHint')}</p>
        </Empty>
      )}
      {watches.length > 0 && (
        <WatchList
          watches={watches}
          selectedId={selectedId}
          busyId={busyId}
          onOpen={(id) => setSelectedId(id)}
          onPauseResume={(w) => void pauseResume(w)}
          onDelete={(w) => setDeleting(w)}
        />
      )}
      {selected && (
        <WatchDetail
          key={`detail-${selected.id}`}
          api={api}
          watch={selected}
          busy={busyId === selected.id}
          onChanged={list.reload}
          onEdit={() => setPanel({ kind: 'edit', id: selected.id })}
          onDelete={() => setDeleting(selected)}
          onPauseResume={() => void pauseResume(selected)}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title={t('watches.deleteTitle')}
        confirmLabel={t('watches.deleteConfirm')}
        danger
        busy={busyId !== null}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      >
        <p>{t('watches.deleteBody', { place: deleting?.place.name, id: deleting?.id })}</p>
      </ConfirmDialog>
    </article>
  );
}
