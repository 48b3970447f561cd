// Runtime app settings the owner changes from the dashboard (offline mode, online map tiles, ReliefWeb's appname), over
// config defaults. Read on every outbound call, so held in memory: loaded at start, after each change, and (on the team
// server, where another instance may change them) again every `refreshMs`.
import type { Config } from '../config/schema.js';
import type { Sql } from '../db/sql.js';
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

const READ = 'SELECT key, value FROM app_settings';
const UPSERT =
  'INSERT INTO app_settings (key, value, updated_at) VALUES (?, ?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at';

export function createAppSettings(deps: { db: Sql; config: Config; clock: Clock }) {
  const { db, config } = deps;
  const listeners: ((s: AppSettings, before: AppSettings) => void | Promise<void>)[] = [];
  // The configuration's values until the stored ones are read (`load`, awaited before the app serves).
  let current = settingsFrom(new Map());

  function settingsFrom(stored: Map<string, unknown>): AppSettings {
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

  /**
   * Reads the stored settings; listeners hear about a change another instance made. Their work is awaited, so that
   * the change is whole when the caller answers (offline mode turned off: the waiting deliveries are due by then).
   * A listener's failure is its own (it logs it); the settings stay changed.
   */
  async function load(): Promise<AppSettings> {
    const rows = await db.all<{ key: string; value: string }>(READ);
    const before = current;
    current = settingsFrom(new Map(rows.map((r) => [r.key, JSON.parse(r.value) as unknown])));
    const after = current;
    if (JSON.stringify(before) !== JSON.stringify(after)) await Promise.allSettled(listeners.map(async (fn) => fn(after, before)));
    return current;
  }

  return {
    load,
    get: (): AppSettings => current,
    /** True while no outbound call may be made. */
    isOffline: (): boolean => current.offline,
    /** ReliefWeb's appname now (read by the ReliefWeb client at every call). */
    reliefwebAppname: (): string | null => current.reliefwebAppname,
    /** Stores the given keys (undefined leaves a key alone); listeners hear the new and the previous settings. */
    async set(patch: AppSettingsPatch): Promise<AppSettings> {
      const now = deps.clock.now().toISOString();
      await db.transaction(async (tx) => {
        for (const key of KEYS) if (patch[key] !== undefined) await tx.run(UPSERT, [key, JSON.stringify(patch[key]), now]);
      });
      return load();
    },
    onChange(fn: (s: AppSettings, before: AppSettings) => void | Promise<void>): void {
      listeners.push(fn);
    },
  };
}
export type AppSettingsService = ReturnType<typeof createAppSettings>;
