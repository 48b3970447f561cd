// Which addresses an outbound call may reach: one table for every call the server makes (webhook, Slack, Telegram,
// SMTP, map tiles, sources). Loopback, private, link-local and other non-public addresses are refused unless the
// owner allows private targets; a host the owner configured (a source, the Telegram API, the tile server) is trusted
// as written (docs/security.md "Outbound calls").
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * The IPv4 address an IPv6 address carries in its last 32 bits when it is IPv4-mapped (`::ffff:a.b.c.d`) or
 * IPv4-compatible (`::a.b.c.d`, deprecated but still routed to the IPv4 address by some stacks): classified as that
 * IPv4 address. `::` and `::1` fall in the compatible block too; as IPv4 they are 0.0.0.0 and 0.0.0.1, still private.
 */
function embeddedIPv4(addr: ipaddr.IPv6): ipaddr.IPv4 | null {
  const p = addr.parts;
  const zeros = p[0] === 0 && p[1] === 0 && p[2] === 0 && p[3] === 0 && p[4] === 0;
  if (!zeros || (p[5] !== 0 && p[5] !== 0xffff)) return null;
  return new ipaddr.IPv4([p[6]! >> 8, p[6]! & 0xff, p[7]! >> 8, p[7]! & 0xff]);
}

/**
 * True for an IP literal that is not a public unicast address: loopback, private, link-local, CGNAT, ULA,
 * multicast, reserved, documentation, and the IPv6 forms that embed an IPv4 address (mapped and compatible are
 * decoded first; NAT64, 6to4 and Teredo are refused as ranges). ipaddr.js classifies the ranges (IANA
 * special-purpose registries); only `unicast` is public. False for anything that is not an IP literal.
 */
export function isPrivateAddress(ip: string): boolean {
  const bare = ip.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  if (!isIP(bare)) return false;
  let addr = ipaddr.parse(bare);
  if (addr.kind() === 'ipv6') addr = embeddedIPv4(addr as ipaddr.IPv6) ?? addr;
  return addr.range() !== 'unicast';
}

/** A host name that names this machine or a local network without DNS (`localhost`, `*.localhost`, `*.local`, `*.internal`, single labels). */
export function isLocalHostname(host: string): boolean {
  const h = host.toLowerCase().replace(/\.$/, '');
  return h === 'localhost' || h.endsWith('.localhost') || h.endsWith('.local') || h.endsWith('.internal') || !h.includes('.');
}

export const PRIVATE_TARGET_REFUSAL =
  'target is a loopback or private address; the owner can allow such targets in settings (allowPrivateTargets)';

/**
 * Checked without DNS (at creation, before each send, at each redirect hop): null when acceptable, else why not.
 * The WHATWG URL parser has already turned decimal, hex, octal and short IPv4 spellings (`2130706433`, `0x7f.1`)
 * into dotted form and IPv6 into its compressed form (`[::7f00:1]`).
 */
export function refuseUrlTarget(target: string, allowPrivate: boolean): string | null {
  if (allowPrivate) return null;
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    return 'target must be a URL';
  }
  const host = url.hostname.replace(/^\[|\]$/g, '');
  return (isIP(host) ? isPrivateAddress(host) : isLocalHostname(host)) ? PRIVATE_TARGET_REFUSAL : null;
}

const DEFAULT_PORTS: Record<string, number> = { 'http:': 80, 'https:': 443, 'smtp:': 587, 'smtps:': 465 };

/** `host:port` as a connection sees it (lower-case name, no IPv6 brackets, the scheme's default port filled in). */
export function hostKey(hostname: string, port: number | string, protocol: string): string {
  const host = hostname
    .toLowerCase()
    .replace(/^\[|\]$/g, '')
    .replace(/\.$/, '');
  return `${host}:${Number(port) || DEFAULT_PORTS[protocol] || 0}`;
}

/** The `hostKey` of a URL's origin, or null for something that is not a URL. */
export function urlHostKey(url: string): string | null {
  try {
    const u = new URL(url);
    return hostKey(u.hostname, u.port, u.protocol);
  } catch {
    return null;
  }
}
