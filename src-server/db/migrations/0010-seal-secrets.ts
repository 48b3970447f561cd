// 0010: secrets at rest are sealed (AES-256-GCM, key outside the database): existing webhook signing secrets and the
// stored SMTP URL and Telegram bot token are rewritten in sealed form. open.ts then rebuilds the file and empties the WAL.
import { isSealed, SECRET_CONTEXT } from '../../secrets/secret-box.js';
import type { Migration } from '../migrate.js';

export const SEAL_SECRETS_ID = '0010-seal-secrets';

export const migration0010: Migration = {
  id: SEAL_SECRETS_ID,
  up(db, { secretBox }) {
    const watches = db.prepare('SELECT id, signing_secret FROM watches WHERE signing_secret IS NOT NULL').all() as {
      id: string;
      signing_secret: string;
    }[];
    const setSecret = db.prepare('UPDATE watches SET signing_secret = ? WHERE id = ?');
    for (const w of watches) {
      if (!isSealed(w.signing_secret)) setSecret.run(secretBox.seal(w.signing_secret, SECRET_CONTEXT.signingSecret), w.id);
    }
    const settings = db.prepare("SELECT key, value FROM notify_settings WHERE key IN ('smtpUrl', 'telegramBotToken')").all() as {
      key: 'smtpUrl' | 'telegramBotToken';
      value: string;
    }[];
    const setValue = db.prepare('UPDATE notify_settings SET value = ? WHERE key = ?');
    for (const s of settings) {
      const value = JSON.parse(s.value) as unknown;
      if (typeof value === 'string' && !isSealed(value)) setValue.run(JSON.stringify(secretBox.seal(value, SECRET_CONTEXT[s.key])), s.key);
    }
  },
  // The same rewrite over the team server's tables (a database filled by `db:copy` holds them sealed already).
  async postgres(tx, { secretBox }) {
    const watches = await tx.all<{ id: string; signing_secret: string }>(
      'SELECT id, signing_secret FROM watches WHERE signing_secret IS NOT NULL',
    );
    for (const w of watches) {
      if (!isSealed(w.signing_secret))
        await tx.run('UPDATE watches SET signing_secret = ? WHERE id = ?', [
          secretBox.seal(w.signing_secret, SECRET_CONTEXT.signingSecret),
          w.id,
        ]);
    }
    const settings = await tx.all<{ key: 'smtpUrl' | 'telegramBotToken'; value: string }>(
      "SELECT key, value FROM notify_settings WHERE key IN ('smtpUrl', 'telegramBotToken')",
    );
    for (const s of settings) {
      const value = JSON.parse(s.value) as unknown;
      if (typeof value === 'string' && !isSealed(value))
        await tx.run('UPDATE notify_settings SET value = ? WHERE key = ?', [
          JSON.stringify(secretBox.seal(value, SECRET_CONTEXT[s.key])),
          s.key,
        ]);
    }
  },
};
