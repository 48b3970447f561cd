// The transports deliveries use, each behind the one connection guard (net/guarded-agent.ts): webhook and Slack
// targets (anyone may give one: private addresses refused unless the owner allows them), the Telegram Bot API (the
// owner's configured host, trusted as written, like a source) and the SMTP server's address (checked like a webhook's:
// nodemailer then connects to the address that was checked). Redirects are never followed (the POST goes out through
// undici's `request` with no redirect handler: post-transport.ts).
import type { LookupAddress } from 'node:dns';
import { urlHostKey } from '../net/address-policy.js';
import { createGuardedAgent, resolveGuarded, type AddressPolicy, type Resolver } from '../net/guarded-agent.js';
import { undiciPost, type HttpPost } from './post-transport.js';

export interface TargetTransport {
  post: HttpPost;
  close(): Promise<void>;
}

/** A POST whose connections pass the guard under `policy`; one keep-alive pool, closed with the outbox. */
export function createTargetTransport(policy: AddressPolicy): TargetTransport {
  const agent = createGuardedAgent(policy);
  return { post: undiciPost(agent), close: () => agent.close() };
}

export interface DeliveryTransports {
  /** Webhook and Slack targets. */
  targetPost: HttpPost;
  /** The Telegram Bot API. */
  telegramPost: HttpPost;
  /** The address nodemailer may connect to for an SMTP host (rejects with PrivateTargetError). */
  smtpAddress(hostname: string): Promise<LookupAddress>;
  /** Closes the keep-alive pools opened so far (they are made on first use). */
  close(): Promise<void>;
}

export function createDeliveryTransports(opts: {
  allowPrivate: () => boolean;
  resolver?: Resolver;
  telegramApiUrl: string;
}): DeliveryTransports {
  const telegramHost = urlHostKey(opts.telegramApiUrl);
  const policies = {
    targets: { allowPrivate: opts.allowPrivate, resolver: opts.resolver },
    telegram: { allowPrivate: opts.allowPrivate, resolver: opts.resolver, trusted: (key: string) => key === telegramHost },
  } satisfies Record<string, AddressPolicy>;
  let open: Partial<Record<keyof typeof policies, TargetTransport>> = {};
  const postVia =
    (which: keyof typeof policies): HttpPost =>
    (url, init) =>
      (open[which] ??= createTargetTransport(policies[which])).post(url, init);
  return {
    targetPost: postVia('targets'),
    telegramPost: postVia('telegram'),
    smtpAddress: (hostname) => resolveGuarded(hostname, policies.targets),
    async close() {
      const closing = Object.values(open);
      open = {};
      await Promise.all(closing.map((t) => t.close()));
    },
  };
}
