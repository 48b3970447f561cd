// The connections webhook and Slack deliveries use: every DNS answer is checked when the socket connects, so a name
// that resolved to a public address when it was checked and to a private one when it is used (DNS rebinding) is
// refused too. Redirects are never followed (the POST goes out through undici's `request` with no redirect handler:
// post-transport.ts).
import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import { Agent } from 'undici';
import { undiciPost, type HttpPost } from './post-transport.js';
import { isPrivateAddress } from './targets.js';

/** The resolver the guard asks (node:dns `lookup` by default; tests pass a scripted one). */
export type Resolver = (hostname: string, callback: (err: Error | null, addresses: LookupAddress[]) => void) => void;

export const systemResolver: Resolver = (hostname, callback) => dnsLookup(hostname, { all: true, verbatim: true }, callback);

/** Thrown (as the `cause` of the transport's TypeError) when a name resolves to a non-public address. */
export const PRIVATE_TARGET_CODE = 'ERR_PRIVATE_TARGET';

export class PrivateTargetError extends Error {
  readonly code = PRIVATE_TARGET_CODE;
  constructor(hostname: string, address: string) {
    super(`target ${hostname} resolves to a private address (${address})`);
    this.name = 'PrivateTargetError';
  }
}

type LookupCallback = (err: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/** A `lookup` for net/tls.connect that refuses private answers unless `allowPrivate()` says yes. */
export function guardedLookup(resolver: Resolver, allowPrivate: () => boolean) {
  return (hostname: string, options: LookupOptions, callback: LookupCallback): void => {
    resolver(hostname, (err, found) => {
      if (err) return callback(err, []);
      let addresses = found;
      if (options.family === 4 || options.family === 6) addresses = addresses.filter((a) => a.family === options.family);
      if (addresses.length === 0) {
        const e: NodeJS.ErrnoException = new Error(`no address for ${hostname}`);
        e.code = 'ENOTFOUND';
        return callback(e, []);
      }
      // One private answer is enough to refuse: a client may connect to any of them.
      const bad = allowPrivate() ? undefined : addresses.find((a) => isPrivateAddress(a.address));
      if (bad) return callback(new PrivateTargetError(hostname, bad.address), []);
      if (options.all) return callback(null, addresses);
      callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  };
}

export interface TargetTransport {
  post: HttpPost;
  close(): Promise<void>;
}

/** A POST whose connections pass the guard; one keep-alive pool, closed with the outbox. */
export function createTargetTransport(opts: { allowPrivate: () => boolean; resolver?: Resolver }): TargetTransport {
  const agent = new Agent({ connect: { lookup: guardedLookup(opts.resolver ?? systemResolver, opts.allowPrivate) } });
  return { post: undiciPost(agent), close: () => agent.close() };
}
