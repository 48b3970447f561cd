// Refusing notification targets on loopback, private, link-local and other non-public addresses (SSRF guard).
// Two checks: the URL itself at creation and before each send (IP literals in any spelling, local-only names),
// and every DNS answer at connect time (target-fetch.ts), so a name that changes its address in between is refused.
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * True for an IP literal that is not a public unicast address: loopback, private, link-local, CGNAT, ULA,
 * multicast, reserved, documentation, and the IPv6 forms that embed an IPv4 address (mapped, NAT64, 6to4, Teredo).
 * ipaddr.js classifies the ranges (IANA special-purpose registries); only `unicast` is public.
 */
export function isPrivateAddress(ip: string): boolean {
  const bare = ip.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  if (!isIP(bare)) return false;
  let addr = ipaddr.parse(bare);
  if (addr.kind() === 'ipv6' && (addr as ipaddr.IPv6).isIPv4MappedAddress()) addr = (addr as ipaddr.IPv6).toIPv4Address();
  return addr.range() !== 'unicast';
}

/** A host name that names this machine or a local network without DNS (`localhost`, `*.localhost`, `*.local`, `*.internal`, single labels). */
export function isLocalHostname(host: string): boolean {
  const h = host.toLowerCase().replace(/\.$/, '');
  return h === 'localhost' || h.endsWith('.localhost') || h.endsWith('.local') || h.endsWith('.internal') || !h.includes('.');
}

/**
 * Checked at creation and before each send, without DNS: null when acceptable, else why not. The WHATWG URL
 * parser has already turned decimal, hex, octal and short IPv4 spellings (`2130706433`, `0x7f.1`) into dotted form.
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
  if (isIP(host) ? isPrivateAddress(host) : isLocalHostname(host)) {
    return 'target is a loopback or private address; the owner can allow such targets in settings (allowPrivateTargets)';
  }
  return null;
}
