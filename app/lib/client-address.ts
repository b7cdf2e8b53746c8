// A client's address as the shop counts it: per address for IPv4, per /64 network for IPv6. Used by the
// request rate limits (server/http/rate-limit.ts) and the limit on unpaid orders per address.

/**
 * The counter key for an address: IPv4 as is; IPv6 by its /64 network (one subscriber usually holds a
 * whole /64 and could otherwise rotate addresses). IPv4-mapped IPv6 (::ffff:1.2.3.4) counts as IPv4.
 */
export function addressKey(address: string): string {
  const plain = normaliseAddress(address);
  if (!plain.includes(":")) return plain;
  const groups = expandIpv6(plain);
  return groups ? `${groups.slice(0, 4).join(":")}::/64` : plain;
}

/** Strips the IPv4-mapped prefix and a zone id: "::ffff:10.0.0.1" → "10.0.0.1". */
export function normaliseAddress(address: string): string {
  const withoutZone = address.split("%")[0];
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i.exec(withoutZone);
  return mapped ? mapped[1] : withoutZone.toLowerCase();
}

function expandIpv6(address: string): string[] | null {
  const halves = address.split("::");
  if (halves.length > 2) return null;
  const head = halves[0] ? halves[0].split(":") : [];
  const tail = halves.length === 2 && halves[1] ? halves[1].split(":") : [];
  // An embedded IPv4 tail takes two groups.
  const last = tail.length ? tail : head;
  if (last.length && last[last.length - 1].includes(".")) {
    const v4 = last.pop() as string;
    const parts = v4.split(".").map(Number);
    last.push(((parts[0] << 8) | parts[1]).toString(16), ((parts[2] << 8) | parts[3]).toString(16));
  }
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const groups = [...head, ...Array(halves.length === 2 ? missing : 0).fill("0"), ...tail];
  if (!groups.every((g) => /^[0-9a-f]{1,4}$/i.test(g))) return null;
  return groups.map((g) => Number.parseInt(g, 16).toString(16));
}
