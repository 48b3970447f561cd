// Telegram channel: Bot API sendMessage to the target chat id, with the bot token from settings.
import type { DeliveryRecord } from '../outbox-repo.js';
import type { Notifier } from '../types.js';
import { postJson } from './http-post.js';

export function telegramText(d: DeliveryRecord): string {
  const { data } = d.payload;
  const facts = ((data.facts as [string, string][] | undefined) ?? []).map(([k, v]) => `${k}: ${v}`);
  return [data.headline, '', data.summary, ...(facts.length ? ['', ...facts] : []), '', `Watch ${data.watchId}`].join('\n').slice(0, 4096);
}

export const telegramNotifier: Notifier = {
  waitingFor: (s) => (s.telegramBotToken ? null : 'waiting for a Telegram bot token (settings or TELEGRAM_BOT_TOKEN)'),
  async send(d, ctx) {
    const token = ctx.settings.telegramBotToken;
    if (!token) return { ok: false, statusCode: null, error: 'no Telegram bot token' };
    const url = `${ctx.telegramApiUrl}/bot${token}/sendMessage`;
    const body = JSON.stringify({ chat_id: d.target, text: telegramText(d), disable_web_page_preview: true });
    const result = await postJson(
      ctx.telegramPost,
      url,
      body,
      { 'user-agent': ctx.userAgent },
      ctx.timeoutMs,
      (_status, text) => {
        try {
          return (JSON.parse(text) as { ok?: boolean }).ok === true ? null : 'Telegram answered ok: false';
        } catch {
          return 'Telegram answered something other than JSON';
        }
      },
      ctx.signal,
    );
    // Never let the bot token reach a stored error message.
    return result.error ? { ...result, error: result.error.split(token).join('<token>') } : result;
  },
};
