// The Open-Meteo API key the owner sets in the dashboard (over OPEN_METEO_API_KEY): kept sealed in app_settings,
// opened once and held in memory, since the source layer reads it before every Open-Meteo call. Never shown back.
import type { Database } from 'better-sqlite3';
import type { Config } from '../config/schema.js';
import { SECRET_CONTEXT, type SecretBox } from '../secrets/secret-box.js';
import type { Clock } from '../shared/clock.js';

const KEY = 'openMeteoApiKey';

export interface SourceSettingsView {
  /** A key is in force: calls go to Open-Meteo's customer hosts. */
  openMeteoKeySet: boolean;
  /** Where it comes from: the dashboard's settings, OPEN_METEO_API_KEY, or nowhere. */
  openMeteoKeyFrom: 'settings' | 'environment' | null;
  /** Why a stored key cannot be used (the secret key was lost or replaced); null otherwise. */
  openMeteoKeyError: string | null;
}

export function createSourceSettings(deps: { db: Database; config: Config; clock: Clock; secretBox: SecretBox }) {
  const { db, config } = deps;
  const read = db.prepare('SELECT value FROM app_settings WHERE key = ?');
  const upsert = db.prepare(
    'INSERT INTO app_settings (key, value, updated_at) VALUES (?, ?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at',
  );
  const remove = db.prepare('DELETE FROM app_settings WHERE key = ?');
  let stored: { key: string | null; error: string | null } | undefined;

  /** The stored key, opened on first use (a process that never calls Open-Meteo never needs the secret key). */
  function storedKey(): { key: string | null; error: string | null } {
    if (stored) return stored;
    const row = read.get(KEY) as { value: string } | undefined;
    const sealed = row ? (JSON.parse(row.value) as unknown) : null;
    if (typeof sealed !== 'string') return (stored = { key: null, error: null });
    try {
      stored = { key: deps.secretBox.open(sealed, SECRET_CONTEXT.openMeteoApiKey), error: null };
    } catch (err) {
      stored = { key: null, error: (err as Error).message };
    }
    return stored;
  }

  return {
    /** The key in force: the stored one, else the environment's; null on the free tier. */
    openMeteoApiKey: (): string | null => storedKey().key ?? config.openMeteoApiKey ?? null,
    /** Stores the key sealed; null forgets it (OPEN_METEO_API_KEY applies again, if set). */
    setOpenMeteoApiKey(key: string | null): void {
      if (key === null) remove.run(KEY);
      else upsert.run(KEY, JSON.stringify(deps.secretBox.seal(key, SECRET_CONTEXT.openMeteoApiKey)), deps.clock.now().toISOString());
      stored = undefined;
    },
    view(): SourceSettingsView {
      const s = storedKey();
      const from = s.key ? 'settings' : config.openMeteoApiKey ? 'environment' : null;
      return { openMeteoKeySet: from !== null, openMeteoKeyFrom: from, openMeteoKeyError: s.error };
    },
  };
}
export type SourceSettingsService = ReturnType<typeof createSourceSettings>;
