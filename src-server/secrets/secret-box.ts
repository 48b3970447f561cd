// The SecretBox port: secrets at rest (webhook signing secrets, webhook and Slack targets, SMTP URL, Telegram token)
// are sealed with AES-256-GCM under a key kept apart from the database (a 0600 key file headless, the OS keychain in
// the app).
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { AppError } from '../shared/errors.js';

export interface SecretBox {
  /** `enc:v1:` + base64url(iv | tag | ciphertext); `context` (the column) is bound as associated data. */
  seal(plain: string, context: string): string;
  /** The plain text of a sealed value; throws `secret_unreadable` if the key is wrong or the value was altered. */
  open(sealed: string, context: string): string;
}

export const SEALED_PREFIX = 'enc:v1:';
export const KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;

export const isSealed = (value: string): boolean => value.startsWith(SEALED_PREFIX);

/** A box over a key that is loaded on first use (so processes that never touch a secret never need the key). */
export function createSecretBox(loadKey: () => Buffer): SecretBox {
  let key: Buffer | null = null;
  const keyOf = (): Buffer => {
    key ??= loadKey();
    if (key.length !== KEY_BYTES) throw new AppError('secret_key_unavailable', `The secret key must be ${KEY_BYTES} bytes.`);
    return key;
  };
  return {
    seal(plain, context) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', keyOf(), iv);
      cipher.setAAD(Buffer.from(context, 'utf8'));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return SEALED_PREFIX + Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
    },
    open(sealed, context) {
      if (!isSealed(sealed)) throw unreadable(context, 'it is not sealed');
      const raw = Buffer.from(sealed.slice(SEALED_PREFIX.length), 'base64url');
      if (raw.length < IV_BYTES + TAG_BYTES) throw unreadable(context, 'it is truncated');
      try {
        const decipher = createDecipheriv('aes-256-gcm', keyOf(), raw.subarray(0, IV_BYTES));
        decipher.setAAD(Buffer.from(context, 'utf8'));
        decipher.setAuthTag(raw.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
        return Buffer.concat([decipher.update(raw.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
      } catch (err) {
        if (err instanceof AppError) throw err;
        throw unreadable(context, 'the key does not match (was secret.key replaced or lost?)');
      }
    },
  };
}

const unreadable = (context: string, why: string) =>
  new AppError('secret_unreadable', `A stored secret (${context}) cannot be read: ${why}. Set it again in settings.`);

/** A box with a random key that lives only as long as the process (`:memory:` databases in tests). */
export const ephemeralSecretBox = (): SecretBox => {
  const key = randomBytes(KEY_BYTES);
  return createSecretBox(() => key);
};

/** The associated data of each sealed column: a value moved to another column does not open. */
export const SECRET_CONTEXT = {
  signingSecret: 'watches.signing_secret',
  smtpUrl: 'notify_settings.smtpUrl',
  telegramBotToken: 'notify_settings.telegramBotToken',
  /** Webhook and Slack targets (secrets/sealed-targets.ts). */
  channelTarget: 'watches.channels_json',
  requestTarget: 'watches.request_json',
  deliveryTarget: 'deliveries.target',
  openMeteoApiKey: 'app_settings.openMeteoApiKey',
} as const;
