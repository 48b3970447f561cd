// Runtime app settings the owner changes from the dashboard (offline mode, online map tiles, ReliefWeb's appname), over
// config defaults.
import type { Database } from 'better-sqlite3';
import type { Config } from '../config/schema.js';
import type { Clock } from '../shared/clock.js';

export interface AppSettings {
  /** Effective offline mode: HAZARDCAST_OFFLINE=1 forces it on; otherwise the stored switch. */
  offline: boolean;
  /** True when HAZARDCAST_OFFLINE=1 set it: the dashboard cannot turn it off. */
  offlineForced: boolean;
  /** Draw online raster tiles (through the server's tile route) under the offline basemap. */
  onlineTiles: boolean;
  /** XYZ template with {z}, {x}, {y}. */
  tileUrl: string;
  tileAttribution: string;
  /** ReliefWeb's pre-approved appname (stored, else RELIEFWEB_APPNAME); null: ReliefWeb is not called. */
  reliefwebAppname: string | null;
}

type StoredKey = 'offline' | 'onlineTiles' | 'tileUrl' | 'tileAttribution' | 'reliefwebAppname';
export type AppSettingsPatch = Partial<Pick<AppSettings, StoredKey>>;
const KEYS: readonly StoredKey[] = ['offline', 'onlineTiles', 'tileUrl', 'tileAttribution', 'reliefwebAppname'];

export function createAppSettings(deps: { db: Database; config: Config; clock: Clock }) {
  const { db, config } = deps;
  const read = db.prepare('SELECT key, value FROM app_settings');
  const upsert = db.prepare(
    'INSERT INTO app_settings (key, value, updated_at) VALUES (?, ?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at',
  );
  const listeners: ((s: AppSettings, before: AppSettings) => void)[] = [];
  // Read on every outbound call (the source layer asks before each one), so kept in memory and refreshed on writes.
  let current = load();

  function load(): AppSettings {
    const stored = new Map((read.all() as { key: string; value: string }[]).map((r) => [r.key, JSON.parse(r.value) as unknown]));
    const pick = <T>(key: StoredKey, fallback: T): T => (stored.has(key) ? (stored.get(key) as T) : fallback);
    return {
      offline: config.offline || pick('offline', false),
      offlineForced: config.offline,
      onlineTiles: pick('onlineTiles', false),
      tileUrl: pick('tileUrl', config.tileUrl),
      tileAttribution: pick('tileAttribution', config.tileAttribution),
      // A stored null clears the environment's name as well (the owner switched ReliefWeb off).
      reliefwebAppname: pick<string | null>('reliefwebAppname', config.reliefwebAppname ?? null),
    };
  }

  return {
    get: (): AppSettings => current,
    /** True while no outbound call may be made. */
    isOffline: (): boolean => current.offline,
    /** ReliefWeb's appname now (read by the ReliefWeb client at every call). */
    reliefwebAppname: (): string | null => current.reliefwebAppname,
    /** Stores the given keys (undefined leaves a key alone); listeners hear the new and the previous settings. */
    set(patch: AppSettingsPatch): AppSettings {
      const now = deps.clock.now().toISOString();
      db.transaction(() => {
        for (const key of KEYS) if (patch[key] !== undefined) upsert.run(key, JSON.stringify(patch[key]), now);
      })();
      const before = current;
      current = load();
      for (const fn of listeners) fn(current, before);
      return current;
    },
    onChange(fn: (s: AppSettings, before: AppSettings) => void): void {
      listeners.push(fn);
    },
  };
}
export type AppSettingsService = ReturnType<typeof createAppSettings>;
