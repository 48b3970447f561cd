// Refusing notification targets on loopback, private, link-local and other non-public addresses (SSRF guard).
import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';

function v4Private(ip: string): boolean {
  const [a = 0, b = 0] = ip.split('.').map(Number);
  return (
    a === 0 || a === 10 || a === 127 || a >= 224 || // this-network, private, loopback, multicast/reserved
    (a === 100 && b >= 64 && b <= 127) || // carrier-grade NAT
    (a === 169 && b === 254) || // link-local (cloud metadata lives here)
    (a === 172 && b >= 16 && b <= 31) ||
    (a === 192 && b === 168) ||
    (a === 192 && b === 0) ||
    (a === 198 && (b === 18 || b === 19))
  );
}

/** True for an IP literal that is not a public unicast address. */
export function isPrivateAddress(ip: string): boolean {
  const bare = ip.replace(/^\[|\]$/g, '').toLowerCase();
  const kind = isIP(bare);
  if (kind === 4) return v4Private(bare);
  if (kind !== 6) return false;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(bare);
  if (mapped) return v4Private(mapped[1]!);
  if (bare === '::' || bare === '::1') return true;
  const first = parseInt(bare.split(':')[0] || '0', 16);
  return (first & 0xfe00) === 0xfc00 || (first & 0xffc0) === 0xfe80 || (first & 0xff00) === 0xff00; // ULA, link-local, multicast
}

/** A host name that names this machine or a local network without DNS (`localhost`, `*.localhost`, `*.local`, `*.internal`). */
export function isLocalHostname(host: string): boolean {
  const h = host.toLowerCase().replace(/\.$/, '');
  return h === 'localhost' || h.endsWith('.localhost') || h.endsWith('.local') || h.endsWith('.internal') || !h.includes('.');
}

/** Checked at creation, without DNS: null when acceptable, else why not. */
export function refuseUrlTarget(target: string, allowPrivate: boolean): string | null {
  if (allowPrivate) return null;
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    return 'target must be a URL';
  }
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) ? isPrivateAddress(host) : isLocalHostname(host)) {
    return 'target is a loopback or private address; the owner can allow such targets in settings (allowPrivateTargets)';
  }
  return null;
}

/** Checked before every send: the name must not resolve to a private address (DNS may have changed since creation). */
export async function refuseResolvedTarget(target: string, allowPrivate: boolean): Promise<string | null> {
  const early = refuseUrlTarget(target, allowPrivate);
  if (early || allowPrivate) return early;
  const host = new URL(target).hostname.replace(/^\[|\]$/g, '');
  if (isIP(host)) return null;
  try {
    const addresses = await lookup(host, { all: true });
    if (addresses.some((a) => isPrivateAddress(a.address))) return `target ${host} resolves to a private address`;
  } catch {
    return null; // unresolvable now: let the send fail as a network error and be retried
  }
  return null;
}
