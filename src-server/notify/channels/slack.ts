// Slack incoming-webhook channel: a readable Block Kit message (header, summary, facts, context).
import type { DeliveryRecord } from '../outbox-repo.js';
import { refuseUrlTarget } from '../../net/address-policy.js';
import type { Notifier } from '../types.js';
import { postJson } from './http-post.js';

/** Slack's mrkdwn needs &, < and > escaped. */
const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

export function slackMessage(d: DeliveryRecord) {
  const { data } = d.payload;
  const facts = (data.facts as [string, string][] | undefined) ?? [];
  return {
    text: data.headline, // fallback for notifications and clients without blocks
    blocks: [
      { type: 'header', text: { type: 'plain_text', text: data.headline.slice(0, 150), emoji: false } },
      { type: 'section', text: { type: 'mrkdwn', text: esc(data.summary) } },
      ...(facts.length > 0
        ? [{ type: 'section', fields: facts.slice(0, 10).map(([k, v]) => ({ type: 'mrkdwn', text: `*${esc(k)}*\n${esc(v)}` })) }]
        : []),
      { type: 'context', elements: [{ type: 'mrkdwn', text: `Hazardcast watch \`${data.watchId}\` · notification \`${d.id}\`` }] },
    ],
  };
}

export const slackNotifier: Notifier = {
  waitingFor: () => null,
  async send(d, ctx) {
    const refused = refuseUrlTarget(d.target, ctx.settings.allowPrivateTargets);
    if (refused) return { ok: false, statusCode: null, error: refused, permanent: true };
    return postJson(
      ctx.targetPost,
      d.target,
      JSON.stringify(slackMessage(d)),
      { 'user-agent': ctx.userAgent },
      ctx.timeoutMs,
      undefined,
      ctx.signal,
    );
  },
};
