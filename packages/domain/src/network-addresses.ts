/**
 * Which network addresses piiq may call on a salon's behalf. An address a salon types (a webhook
 * endpoint) must reach the public internet: a private, local or reserved address would let a salon
 * make the server call what sits beside it, and read the answer's status in a delivery log.
 */
import ipaddr from 'ipaddr.js';

/**
 * Whether the text is an IP address in any form a URL parser accepts for a host: dotted, decimal
 * (2130706433), hex (0x7f000001), short (127.1), or IPv6 with or without its brackets.
 */
export function isIpAddress(host: string): boolean {
  return ipaddr.isValid(unbracketed(host));
}

/** Whether an IP address is on the public internet: a global unicast one, in no special-purpose range. */
export function isPublicIpAddress(address: string): boolean {
  const parsed = parsedOrNull(address);
  // Every other range (private, loopback, link-local, carrier-grade NAT, unique local, IPv4 mapped or
  // embedded in IPv6, documentation, multicast, unspecified) is not one a salon's receiver lives on.
  return parsed !== null && parsed.range() === 'unicast';
}

/** Whether an IP address is this machine's: 127.0.0.0/8, ::1, or IPv4 loopback mapped into IPv6. */
export function isLoopbackIpAddress(address: string): boolean {
  const parsed = parsedOrNull(address);
  if (parsed === null) return false;
  const plain =
    parsed.kind() === 'ipv6' && parsed.range() === 'ipv4Mapped' ? (parsed as ipaddr.IPv6).toIPv4Address() : parsed;
  return plain.range() === 'loopback';
}

/**
 * Names that only a private network resolves: a single label (a machine on the local network), and
 * the suffixes reserved or used for local and internal names.
 */
const PRIVATE_NAME_SUFFIXES = [
  '.localhost',
  '.local',
  '.internal',
  '.intranet',
  '.lan',
  '.home.arpa',
  '.localdomain',
  '.corp',
];

export function isPrivateHostName(host: string): boolean {
  const name = host.toLowerCase().replace(/\.$/, '');
  if (name === 'localhost' || !name.includes('.')) return true;
  return PRIVATE_NAME_SUFFIXES.some((suffix) => name.endsWith(suffix));
}

function unbracketed(host: string): string {
  return host.startsWith('[') && host.endsWith(']') ? host.slice(1, -1) : host;
}

function parsedOrNull(address: string): ipaddr.IPv4 | ipaddr.IPv6 | null {
  const text = unbracketed(address);
  return ipaddr.isValid(text) ? ipaddr.parse(text) : null;
}
