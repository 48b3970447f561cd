// Databases as earlier builds left them: the migrations list run up to an id, with rows each schema version held
// (plain-text secrets included, as builds before 0010 stored them). Used by the migrate-forward and secrets tests.
import Database from 'better-sqlite3';
import { migrations } from '../../src-server/db/migrations/index.js';
import { migrate, type MigrationContext } from '../../src-server/db/migrate.js';

/** Plain-text secrets an old build stored; after the upgrade none may be found in the file or its WAL. */
export const OLD_SECRETS = {
  signingSecret: 'whsec_T2xkU2VjcmV0T2xkU2VjcmV0T2xkU2VjcmV0T2xkU2U=',
  telegramBotToken: '123456789:AAOldTelegramTokenOldTelegramToken',
  smtpPassword: 'old-smtp-password-3141',
} as const;

/** The webhook target an old build stored in clear (in the watch's channels, its request and its delivery). */
export const OLD_TARGET = 'https://hooks.example.com/old-target-with-token-5f2c9a';

export const OLD_WATCH_ID = 'tokyo-jp-earthquake-old001';
export const OLD_KEY_ID = 'key_old000000001';

const NOW = '2026-10-01T12:00:00.000Z';

/** Rows a database at each version held, inserted right after the migration that made their tables. */
const SEEDS: Record<string, (db: Database.Database) => void> = {
  '0001-init'(db) {
    db.prepare(
      `INSERT INTO watches (id, owner_kind, owner_ref, status, place_json, hazard, metric, threshold, horizon, lens,
      correlation_hazards_json, correlation_threshold, channels_json, request_json, created_at, updated_at)
      VALUES (?, 'owner', 'owner', 'active', ?, 'earthquake', 'probability', 30, '7d', 'community-planning', '[]', NULL, ?, ?, ?, ?)`,
    ).run(
      OLD_WATCH_ID,
      JSON.stringify({
        name: 'Tokyo, Japan',
        city: 'Tokyo',
        country: 'Japan',
        countryCode: 'JP',
        admin1: 'Tokyo',
        lat: 35.6895,
        lng: 139.6917,
        source: 'gazetteer',
      }),
      JSON.stringify([{ type: 'webhook', target: OLD_TARGET }]),
      JSON.stringify({ prompt: 'Tokyo', alert: { enabled: true, channels: [{ type: 'webhook', target: OLD_TARGET }] } }),
      NOW,
      NOW,
    );
  },
  '0002-source-cache'(db) {
    db.prepare('INSERT INTO source_cache VALUES (?, ?, ?, ?, ?)').run(
      'usgs',
      'old-key',
      '{"features":[]}',
      Date.parse(NOW),
      Date.parse(NOW) + 86_400_000,
    );
  },
  '0003-api-keys-quota'(db) {
    db.prepare(
      `INSERT INTO api_keys (id, key_hash, last4, name, tier, daily_quota, created_at) VALUES (?, ?, 'abcd', 'old script', 'free', 100, ?)`,
    ).run(OLD_KEY_ID, 'f'.repeat(64), NOW);
    db.prepare("INSERT INTO quota_usage VALUES ('ip:127.0.0.1', '2026-10-01', 7)").run();
  },
  '0004-watch-runs-outbox'(db) {
    db.prepare('UPDATE watches SET signing_secret = ?, next_run_at = ? WHERE id = ?').run(OLD_SECRETS.signingSecret, NOW, OLD_WATCH_ID);
    const ev = db
      .prepare(
        `INSERT INTO watch_evaluations (watch_id, evaluated_at, trigger, value, values_json, decision, fired, reasons_json)
      VALUES (?, ?, 'scheduled', 42, '{"earthquake":{"riskScore":42,"probability":30,"severity":50,"status":"ok"}}', 'fired', 1, '["crossing"]')`,
      )
      .run(OLD_WATCH_ID, NOW);
    db.prepare(
      `INSERT INTO deliveries (id, watch_id, evaluation_id, kind, channel_index, channel_type, target, payload_json, status,
      attempts, next_attempt_at, created_at, updated_at, delivered_at) VALUES ('msg_old1', ?, ?, 'alert', 0, 'webhook',
      ?, '{"type":"watch.triggered","timestamp":"2026-10-01T12:00:00.000Z","data":{"watchId":"x","headline":"h","summary":"s"}}',
      'delivered', 1, ?, ?, ?, ?)`,
    ).run(OLD_WATCH_ID, Number(ev.lastInsertRowid), OLD_TARGET, NOW, NOW, NOW, NOW);
    const setting = db.prepare('INSERT INTO notify_settings (key, value, updated_at) VALUES (?, ?, ?)');
    setting.run('telegramBotToken', JSON.stringify(OLD_SECRETS.telegramBotToken), NOW);
    setting.run('smtpUrl', JSON.stringify(`smtp://mailer:${OLD_SECRETS.smtpPassword}@mail.example.com:587`), NOW);
    setting.run('allowPrivateTargets', 'false', NOW);
  },
  '0005-track-record'(db) {
    db.prepare(
      `INSERT INTO track_forecasts (place_cell, place_name, lat, lng, hazard, horizon, utc_day, issued_at, probability, event_json,
      radius_km, window_start_ms, window_end_ms, source, min_magnitude, due_at_ms) VALUES ('35.7,139.7', 'Tokyo', 35.69, 139.69, 'earthquake',
      '7d', '2026-10-01', ?, 0.2, '{"hazard":"earthquake"}', 100, ?, ?, 'usgs', 5, ?)`,
    ).run(NOW, Date.parse(NOW), Date.parse(NOW) + 7 * 86_400_000, Date.parse(NOW) + 8 * 86_400_000);
    db.prepare("INSERT INTO track_aggregates (hazard, horizon, day, bin, logged) VALUES ('earthquake', '7d', '2026-10-01', 2, 1)").run();
  },
};

/** Migration ids this build knows, in order. */
export const migrationIds = (): string[] => migrations.map((m) => m.id);

/**
 * A database file at schema version `uptoId` (every migration up to and including it), holding the rows each of
 * those versions stored, closed cleanly as an old build would have left it.
 */
export function buildOldDatabase(file: string, uptoId: string, ctx?: MigrationContext): void {
  const upto = migrations.findIndex((m) => m.id === uptoId);
  if (upto < 0) throw new Error(`unknown migration ${uptoId}`);
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  for (const m of migrations.slice(0, upto + 1)) {
    migrate(db, migrations.slice(0, migrations.indexOf(m) + 1), ctx);
    SEEDS[m.id]?.(db);
  }
  db.close();
}
