// Notification settings the owner can change at runtime (SMTP, Telegram bot token, private targets), over config defaults.
import type { Database } from 'better-sqlite3';
import type { Config } from '../config/schema.js';
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

export function createNotifySettings(deps: { db: Database; config: Config; clock: Clock; secretBox: SecretBox }) {
  const { db, config } = deps;
  const read = db.prepare('SELECT key, value FROM notify_settings');
  const upsert = db.prepare(
    'INSERT INTO notify_settings (key, value, updated_at) VALUES (?, ?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value, updated_at = excluded.updated_at',
  );
  const remove = db.prepare('DELETE FROM notify_settings WHERE key = ?');
  const readAllowPrivate = db.prepare("SELECT value FROM notify_settings WHERE key = 'allowPrivateTargets'").pluck();
  const listeners: ((s: NotifySettings) => void)[] = [];

  /** Stored values win over config; a stored JSON null clears the config value. */
  function get(): NotifySettings {
    const stored = new Map(
      (read.all() as { key: Key; value: string }[]).map((r) => {
        const value = JSON.parse(r.value) as unknown;
        const context = SEALED[r.key];
        return [r.key, context && typeof value === 'string' ? deps.secretBox.open(value, context) : value];
      }),
    );
    const pick = <T>(key: Key, fallback: T): T => (stored.has(key) ? (stored.get(key) as T) : fallback);
    return {
      smtpUrl: pick('smtpUrl', config.smtpUrl ?? null),
      telegramBotToken: pick('telegramBotToken', config.telegramBotToken ?? null),
      allowPrivateTargets: pick('allowPrivateTargets', config.allowPrivateTargets),
    };
  }

  return {
    get,
    /**
     * `get().allowPrivateTargets` without opening the sealed secrets: the address guard asks on every connection, and a
     * lost key must not stop the sources.
     */
    allowPrivateTargets(): boolean {
      const stored = readAllowPrivate.get() as string | undefined;
      return stored === undefined ? config.allowPrivateTargets : JSON.parse(stored) === true;
    },
    /** Sets the given keys; `undefined` leaves a key alone. Listeners hear the new effective settings. */
    set(patch: Partial<NotifySettings>): NotifySettings {
      const now = deps.clock.now().toISOString();
      db.transaction(() => {
        for (const key of KEYS) {
          const value = patch[key];
          if (value === undefined) continue;
          const context = SEALED[key];
          upsert.run(key, JSON.stringify(context && typeof value === 'string' ? deps.secretBox.seal(value, context) : value), now);
        }
      })();
      const next = get();
      for (const fn of listeners) fn(next);
      return next;
    },
    /** Forgets a stored value: the config's applies again. */
    reset(key: Key): void {
      remove.run(key);
    },
    onChange(fn: (s: NotifySettings) => void): void {
      listeners.push(fn);
    },
    /** What the dashboard may show: whether secrets are set, never their value. */
    view(): { smtpConfigured: boolean; telegramConfigured: boolean; allowPrivateTargets: boolean } {
      const s = get();
      return { smtpConfigured: Boolean(s.smtpUrl), telegramConfigured: Boolean(s.telegramBotToken), allowPrivateTargets: s.allowPrivateTargets };
    },
  };
}
export type NotifySettingsService = ReturnType<typeof createNotifySettings>;
