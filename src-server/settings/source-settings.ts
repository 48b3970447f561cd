// The Open-Meteo API key the owner sets in the dashboard (over OPEN_METEO_API_KEY): kept sealed in app_settings,
// opened once and held in memory, since the source layer reads it before every Open-Meteo call. Never shown back. The
// sealed value is read at start and after each change (on the team server also every few seconds: `load`).
import type { Sql } from '../db/sql.js';
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

const READ = 'SELECT value FROM app_settings WHERE key = ?';
const UPSERT =
  'INSERT INTO app_settings (key, value, updated_at) VALUES (?, ?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at';
const REMOVE = 'DELETE FROM app_settings WHERE key = ?';

export function createSourceSettings(deps: { db: Sql; config: Config; clock: Clock; secretBox: SecretBox }) {
  const { db, config } = deps;
  /** The stored value as the database holds it (sealed), until `load` none. */
  let sealedText: string | null = null;
  let stored: { key: string | null; error: string | null } | undefined;

  /** The stored key, opened on first use (a process that never calls Open-Meteo never needs the secret key). */
  function storedKey(): { key: string | null; error: string | null } {
    if (stored) return stored;
    const sealed = sealedText === null ? null : (JSON.parse(sealedText) as unknown);
    if (typeof sealed !== 'string') return (stored = { key: null, error: null });
    try {
      stored = { key: deps.secretBox.open(sealed, SECRET_CONTEXT.openMeteoApiKey), error: null };
    } catch (err) {
      stored = { key: null, error: (err as Error).message };
    }
    return stored;
  }

  /** Reads the stored key (sealed); it is opened again only when it changed. */
  async function load(): Promise<void> {
    const row = await db.get<{ value: string }>(READ, [KEY]);
    const text = row?.value ?? null;
    if (text === sealedText) return;
    sealedText = text;
    stored = undefined;
  }

  return {
    load,
    /** The key in force: the stored one, else the environment's; null on the free tier. */
    openMeteoApiKey: (): string | null => storedKey().key ?? config.openMeteoApiKey ?? null,
    /** Stores the key sealed; null forgets it (OPEN_METEO_API_KEY applies again, if set). */
    async setOpenMeteoApiKey(key: string | null): Promise<void> {
      if (key === null) await db.run(REMOVE, [KEY]);
      else
        await db.run(UPSERT, [
          KEY,
          JSON.stringify(deps.secretBox.seal(key, SECRET_CONTEXT.openMeteoApiKey)),
          deps.clock.now().toISOString(),
        ]);
      await load();
    },
    view(): SourceSettingsView {
      const s = storedKey();
      const from = s.key ? 'settings' : config.openMeteoApiKey ? 'environment' : null;
      return { openMeteoKeySet: from !== null, openMeteoKeyFrom: from, openMeteoKeyError: s.error };
    },
  };
}
export type SourceSettingsService = ReturnType<typeof createSourceSettings>;
