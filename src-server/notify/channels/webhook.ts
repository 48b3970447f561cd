// Webhook channel: the Standard Webhooks JSON body {type, timestamp, data}, signed with the watch's secret.
import { refuseUrlTarget } from '../../net/address-policy.js';
import { webhookHeaders } from '../signing.js';
import type { Notifier } from '../types.js';
import { postJson } from './http-post.js';

export const webhookNotifier: Notifier = {
  waitingFor: () => null,
  async send(d, ctx) {
    const refused = refuseUrlTarget(d.target, ctx.settings.allowPrivateTargets);
    if (refused) return { ok: false, statusCode: null, error: refused, permanent: true };
    const body = JSON.stringify(d.payload);
    const headers: Record<string, string> = { 'user-agent': ctx.userAgent };
    if (ctx.signingSecret) Object.assign(headers, webhookHeaders(ctx.signingSecret, d.id, ctx.now, body));
    else headers['webhook-id'] = d.id;
    return postJson(ctx.targetPost, d.target, body, headers, ctx.timeoutMs, undefined, ctx.signal);
  },
};
