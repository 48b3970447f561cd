// Email channel: nodemailer over SMTP_URL (or the SMTP URL in settings); queued until one is configured.
import { isIP } from 'node:net';
import nodemailer, { type Transporter } from 'nodemailer';
import { PRIVATE_TARGET_CODE } from '../../net/guarded-agent.js';
import type { DeliveryRecord } from '../outbox-repo.js';
import type { Notifier } from '../types.js';

/**
 * A transport to the SMTP server at `address` (checked by the address guard): nodemailer connects to that address,
 * not to a name it would resolve again, and TLS still verifies the certificate against the URL's host name.
 */
function createTransport(smtpUrl: string, address: string, timeoutMs: number): Transporter {
  const url = new URL(smtpUrl);
  const hostname = url.hostname.replace(/^\[|\]$/g, '');
  return nodemailer.createTransport({
    host: address,
    ...(isIP(hostname) ? {} : { servername: hostname }),
    port: Number(url.port) || (url.protocol === 'smtps:' ? 465 : 587),
    secure: url.protocol === 'smtps:',
    auth: url.username ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } : undefined,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  });
}

export function emailText(d: DeliveryRecord): string {
  const { data } = d.payload;
  const facts = ((data.facts as [string, string][] | undefined) ?? []).map(([k, v]) => `${k}: ${v}`);
  return [data.summary, '', ...facts, '', `Watch: ${data.watchId}`, `Notification id: ${d.id}`].join('\n');
}

/** SMTP URLs may carry credentials: never store them in an error. */
const withoutCredentials = (message: string) => message.replace(/\/\/[^@\s]*@/g, '//<credentials>@');

/** One per outbox: it keeps one SMTP transport per SMTP URL and address, and closes them with `close()`. */
export function createEmailNotifier(): Notifier & { close(): void } {
  const transports = new Map<string, Transporter>();
  const transportFor = (smtpUrl: string, address: string, timeoutMs: number): Transporter => {
    const key = `${smtpUrl}|${address}|${timeoutMs}`;
    let t = transports.get(key);
    if (!t) {
      t = createTransport(smtpUrl, address, timeoutMs);
      transports.set(key, t);
    }
    return t;
  };

  return {
    waitingFor: (s) => (s.smtpUrl ? null : 'waiting for an SMTP server (settings or SMTP_URL)'),
    async send(d, ctx) {
      const smtpUrl = ctx.settings.smtpUrl;
      if (!smtpUrl) return { ok: false, statusCode: null, error: 'no SMTP server configured' };
      let address: string;
      try {
        // Checked before any connection, so no credential goes to a private address the owner has not allowed.
        address = (await ctx.smtpAddress(new URL(smtpUrl).hostname)).address;
      } catch (err) {
        const refused = (err as { code?: string }).code === PRIVATE_TARGET_CODE;
        const why = refused
          ? `${(err as Error).message}; the owner can allow private targets in settings (allowPrivateTargets)`
          : (err as Error).message;
        return { ok: false, statusCode: null, error: `SMTP: ${withoutCredentials(why)}` };
      }
      try {
        const info = await transportFor(smtpUrl, address, ctx.timeoutMs).sendMail({
          from: ctx.emailFrom,
          to: d.target,
          subject: d.payload.data.headline,
          text: emailText(d),
          // The idempotency id as Message-ID: a resend after a crash is recognisably the same message.
          messageId: `<${d.id}@hazardcast.local>`,
          headers: { 'X-Hazardcast-Notification-Id': d.id, 'X-Hazardcast-Watch-Id': d.watchId },
        });
        const rejected = info.rejected ?? [];
        return rejected.length > 0
          ? { ok: false, statusCode: null, error: `SMTP server rejected ${rejected.map(String).join(', ')}` }
          : { ok: true, statusCode: null, error: null };
      } catch (err) {
        const e = err as Error & { responseCode?: number };
        return { ok: false, statusCode: e.responseCode ?? null, error: `SMTP: ${withoutCredentials(e.message)}` };
      }
    },
    close() {
      for (const t of transports.values()) t.close();
      transports.clear();
    },
  };
}
