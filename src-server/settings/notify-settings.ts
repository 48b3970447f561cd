// Notification settings the owner can change at runtime (SMTP, Telegram bot token, private targets), over config defaults.
// Held in memory as stored (secrets still sealed): loaded at start, after each change, and on the team server again
// every few seconds (another instance may have changed them).
import type { Config } from '../config/schema.js';
import type { Sql } from '../db/sql.js';
import { SECRET_CONTEXT, type SecretBox } from '../secrets/secret-box.js';
import type { Clock } from '../shared/clock.js';

export interface NotifySettings {
  smtpUrl: string | null;
  telegramBotToken: string | null;
  allowPrivateTargets: boolean;
}

type Key = keyof NotifySettings;
const KEYS: readonly Key[] = ['smtpUrl', 'telegramBotToken', 'allowPrivateTargets'];

/** The settings stored sealed (open.ts migration 0010 sealed what older builds stored in clear). */
const SEALED: Partial<Record<Key, string>> = { smtpUrl: SECRET_CONTEXT.smtpUrl, telegramBotToken: SECRET_CONTEXT.telegramBotToken };

const READ = 'SELECT key, value FROM notify_settings';
const UPSERT =
  'INSERT INTO notify_settings (key, value, updated_at) VALUES (?, ?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at';

export function createNotifySettings(deps: { db: Sql; config: Config; clock: Clock; secretBox: SecretBox }) {
  const { db, config } = deps;
  // A listener may return a promise: `set` (and `load`) wait for it, so what a change starts (the outbox waking the
  // deliveries that waited for a provider) is done when a PATCH is answered, on either engine.
  const listeners: ((s: NotifySettings) => void | Promise<void>)[] = [];
  const tell = async (s: NotifySettings) => void (await Promise.allSettled(listeners.map(async (fn) => fn(s))));
  /** The rows as stored (JSON text; secrets sealed), until `load` the empty table. */
  let rows = new Map<Key, string>();

  /** Stored values win over config; a stored JSON null clears the config value. */
  function get(): NotifySettings {
    const stored = new Map(
      [...rows].map(([key, text]) => {
        const value = JSON.parse(text) as unknown;
        const context = SEALED[key];
        return [key, context && typeof value === 'string' ? deps.secretBox.open(value, context) : value];
      }),
    );
    const pick = <T>(key: Key, fallback: T): T => (stored.has(key) ? (stored.get(key) as T) : fallback);
    return {
      smtpUrl: pick('smtpUrl', config.smtpUrl ?? null),
      telegramBotToken: pick('telegramBotToken', config.telegramBotToken ?? null),
      allowPrivateTargets: pick('allowPrivateTargets', config.allowPrivateTargets),
    };
  }

  /** Reads the stored rows; listeners hear about a change (made here or by another instance). */
  async function load(): Promise<NotifySettings> {
    const read = await db.all<{ key: Key; value: string }>(READ);
    const next = new Map(read.map((r) => [r.key, r.value]));
    const changed = next.size !== rows.size || [...next].some(([k, v]) => rows.get(k) !== v);
    rows = next;
    const now = get();
    if (changed) await tell(now);
    return now;
  }

  return {
    load,
    get,
    /**
     * `get().allowPrivateTargets` without opening the sealed secrets: the address guard asks on every connection, and a
     * lost key must not stop the sources.
     */
    allowPrivateTargets(): boolean {
      const stored = rows.get('allowPrivateTargets');
      return stored === undefined ? config.allowPrivateTargets : JSON.parse(stored) === true;
    },
    /** Sets the given keys; `undefined` leaves a key alone. Listeners hear the new effective settings. */
    async set(patch: Partial<NotifySettings>): Promise<NotifySettings> {
      const now = deps.clock.now().toISOString();
      await db.transaction(async (tx) => {
        for (const key of KEYS) {
          const value = patch[key];
          if (value === undefined) continue;
          const context = SEALED[key];
          await tx.run(UPSERT, [
            key,
            JSON.stringify(context && typeof value === 'string' ? deps.secretBox.seal(value, context) : value),
            now,
          ]);
        }
      });
      const before = rows;
      await load();
      // A set that changed nothing still tells the listeners (a provider saved again wakes what waits for it).
      if (before.size === rows.size && [...rows].every(([k, v]) => before.get(k) === v)) await tell(get());
      return get();
    },
    /** Forgets a stored value: the config's applies again. */
    async reset(key: Key): Promise<void> {
      await db.run('DELETE FROM notify_settings WHERE key = ?', [key]);
      await load();
    },
    onChange(fn: (s: NotifySettings) => void | Promise<void>): void {
      listeners.push(fn);
    },
    /** What the dashboard may show: whether secrets are set, never their value. */
    view(): { smtpConfigured: boolean; telegramConfigured: boolean; allowPrivateTargets: boolean } {
      const s = get();
      return {
        smtpConfigured: Boolean(s.smtpUrl),
        telegramConfigured: Boolean(s.telegramBotToken),
        allowPrivateTargets: s.allowPrivateTargets,
      };
    },
  };
}
export type NotifySettingsService = ReturnType<typeof createNotifySettings>;
