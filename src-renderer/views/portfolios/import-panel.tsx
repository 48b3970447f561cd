// Importing a portfolio: a CSV or GeoJSON file chosen with the file picker or dropped on the panel, named by the
// field (or the file); the sites kept and every row not imported, with the server's reason.
import { useRef, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorLines, type ApiClient } from '../../api/client';
import { importPortfolio, type PortfolioView } from '../../api/portfolios';
import { Failure } from '../../components/status-message';

type State =
  | { kind: 'idle' }
  | { kind: 'importing'; file: string }
  | { kind: 'done'; file: string; portfolio: PortfolioView }
  | { kind: 'error'; title: string; lines: string[] };

/** The portfolio's name: the field's, else the file's name without its extension. */
export const nameFor = (typed: string, fileName: string) => typed.trim() || fileName.replace(/\.[^.]+$/, '').trim() || fileName;

export function ImportPanel({ api, onImported }: { api: ApiClient; onImported(p: PortfolioView): void }) {
  const { t } = useTranslation();
  const [name, setName] = useState('');
  const [state, setState] = useState<State>({ kind: 'idle' });
  const [over, setOver] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  async function importFile(file: File) {
    setState({ kind: 'importing', file: file.name });
    let text: string;
    try {
      text = await file.text();
    } catch {
      setState({ kind: 'error', title: t('portfolios.readFailed', { file: file.name }), lines: [] });
      return;
    }
    try {
      const portfolio = await importPortfolio(api, nameFor(name, file.name), file.name, text);
      setState({ kind: 'done', file: file.name, portfolio });
      setName('');
      onImported(portfolio);
    } catch (err) {
      setState({ kind: 'error', title: t('portfolios.importFailed', { file: file.name }), lines: errorLines(err) });
    } finally {
      if (input.current) input.current.value = '';
    }
  }

  const onDrop = (e: DragEvent<HTMLDivElement>) => {
    e.preventDefault();
    setOver(false);
    const file = e.dataTransfer.files[0];
    if (file) void importFile(file);
  };

  const rejected = state.kind === 'done' ? (state.portfolio.rejected ?? []) : [];
  return (
    <section className="card import-panel" aria-labelledby="import-title" data-testid="import-panel">
      <h2 id="import-title">{t('portfolios.importTitle')}</h2>
      <p className="small muted">{t('portfolios.intro')}</p>
      <label className="option">
        {t('portfolios.name')}
        <input
          type="text"
          value={name}
          maxLength={200}
          placeholder={t('portfolios.namePlaceholder')}
          data-testid="portfolio-name"
          onChange={(e) => setName(e.target.value)}
        />
      </label>
      <div
        className={over ? 'drop-zone over' : 'drop-zone'}
        data-testid="drop-zone"
        onDragOver={(e) => {
          e.preventDefault();
          setOver(true);
        }}
        onDragLeave={() => setOver(false)}
        onDrop={onDrop}
      >
        <label className="btn btn-primary file-button">
          {t('portfolios.choose')}
          <input
            ref={input}
            type="file"
            accept=".csv,.tsv,.txt,.geojson,.json,text/csv,application/geo+json,application/json"
            className="visually-hidden"
            data-testid="portfolio-file"
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (file) void importFile(file);
            }}
          />
        </label>
        <span className="muted">{t('portfolios.drop')}</span>
      </div>
      {state.kind === 'importing' && (
        <p className="progress" role="status" data-testid="import-progress">
          {t('portfolios.importing', { file: state.file })}
        </p>
      )}
      {state.kind === 'error' && <Failure testId="import-error" title={state.title} lines={state.lines} />}
      {state.kind === 'done' && (
        <div data-testid="import-result">
          <p role="status">
            {t('portfolios.imported', {
              file: state.file,
              kept: state.portfolio.sites.length,
              rows: state.portfolio.sites.length + rejected.length,
            })}
          </p>
          {rejected.length > 0 && (
            <>
              <h3 id="rejected-title">{t('portfolios.rejectedTitle', { count: rejected.length })}</h3>
              <div className="table-scroll">
                <table className="breakdown" aria-labelledby="rejected-title" data-testid="rejected-rows">
                  <thead>
                    <tr>
                      <th scope="col" className="num">
                        {t('portfolios.row')}
                      </th>
                      <th scope="col">{t('portfolios.reason')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {rejected.map((r) => (
                      <tr key={r.row} data-row={r.row}>
                        <td className="num">{r.row}</td>
                        <td>{r.reason}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            </>
          )}
        </div>
      )}
    </section>
  );
}
