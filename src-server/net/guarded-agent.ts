// The connection guard every outbound call goes through: the address is checked when the socket connects, so the
// address checked is the address used. A name that resolved to a public address when a URL was checked and to a
// private one when it is used (DNS rebinding) is refused, and so is every redirect hop to another host, since each
// new host is a new connection. IP literals skip DNS (net.connect does not call `lookup` for them): the connector
// checks them itself.
import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import { isIP } from 'node:net';
import { Agent, buildConnector } from 'undici';
import { hostKey, isPrivateAddress } from './address-policy.js';

/** The resolver the guard asks (node:dns `lookup` by default; tests pass a scripted one). */
export type Resolver = (hostname: string, callback: (err: Error | null, addresses: LookupAddress[]) => void) => void;

export const systemResolver: Resolver = (hostname, callback) => dnsLookup(hostname, { all: true, verbatim: true }, callback);

/** Thrown (as the `cause` of the transport's TypeError) when a connection would reach a non-public address. */
export const PRIVATE_TARGET_CODE = 'ERR_PRIVATE_TARGET';

export class PrivateTargetError extends Error {
  readonly code = PRIVATE_TARGET_CODE;
  constructor(hostname: string, address: string) {
    super(
      hostname === address ? `target ${address} is a private address` : `target ${hostname} resolves to a private address (${address})`,
    );
    this.name = 'PrivateTargetError';
  }
}

/** What a guarded connection may reach. */
export interface AddressPolicy {
  /** The owner's private-targets switch (settings `allowPrivateTargets`), read on every connection. */
  allowPrivate(): boolean;
  /**
   * Hosts the owner configured (`hostKey` form, `host:port`): connected to as written, whatever they resolve to.
   * Read on every connection (the tile template may change at run time). Default: none.
   */
  trusted?(key: string): boolean;
  resolver?: Resolver;
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

/** The address to connect to for `hostname` under `policy` (for clients that connect themselves: SMTP). */
export function resolveGuarded(hostname: string, policy: AddressPolicy): Promise<LookupAddress> {
  const bare = hostname.replace(/^\[|\]$/g, '');
  const family = isIP(bare);
  if (family) {
    return policy.allowPrivate() || !isPrivateAddress(bare)
      ? Promise.resolve({ address: bare, family })
      : Promise.reject(new PrivateTargetError(bare, bare));
  }
  return new Promise((resolve, reject) =>
    guardedLookup(policy.resolver ?? systemResolver, () => policy.allowPrivate())(bare, { all: true }, (err, found) =>
      err ? reject(err) : resolve((found as LookupAddress[])[0]!),
    ),
  );
}

/** undici connect options the guard leaves alone (TLS settings a test needs, for instance). */
export type ConnectOptions = Omit<buildConnector.BuildOptions, 'lookup'>;

/** A connector (undici's `connect` option) that applies `policy` to every connection. */
export function guardedConnector(policy: AddressPolicy, options: ConnectOptions = {}): buildConnector.connector {
  const resolver = policy.resolver ?? systemResolver;
  const checked = buildConnector({
    ...options,
    lookup: guardedLookup(resolver, () => policy.allowPrivate()),
  } as buildConnector.BuildOptions);
  const asWritten = buildConnector({ ...options, lookup: guardedLookup(resolver, () => true) } as buildConnector.BuildOptions);
  return (opts, callback) => {
    const hostname = opts.hostname.replace(/^\[|\]$/g, '');
    if (policy.trusted?.(hostKey(hostname, opts.port, opts.protocol))) return asWritten(opts, callback);
    if (isIP(hostname) && isPrivateAddress(hostname) && !policy.allowPrivate()) {
      return callback(new PrivateTargetError(hostname, hostname), null);
    }
    return checked(opts, callback);
  };
}

/** An undici Agent (one keep-alive pool per origin) whose every connection passes the guard. Close it when done. */
export function createGuardedAgent(policy: AddressPolicy, options: ConnectOptions = {}): Agent {
  return new Agent({ connect: guardedConnector(policy, options) });
}
