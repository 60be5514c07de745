import { readFile } from 'node:fs/promises';

/**
 * Sorted, non-overlapping address ranges with their AS organisation, in typed arrays: IPv4 as
 * 32-bit numbers, IPv6 by their first 64 bits (AS ranges are never longer than a /64).
 */
export interface AsnTable {
  readonly starts: Uint32Array | BigUint64Array;
  readonly ends: Uint32Array | BigUint64Array;
  /** Index into `organisations` for each range. */
  readonly owners: Uint32Array;
  readonly organisations: readonly string[];
}

/** The organisation field of an `@ip-location-db/asn` line: plain, or quoted with `""` escapes. */
function unquote(field: string): string {
  return field.startsWith('"') ? field.slice(1, -1).replaceAll('""', '"') : field;
}

/**
 * Parses an `asn-ipv4-num.csv` / `asn-ipv6-num.csv` text (`start,end,asn,organisation` with
 * numeric addresses). It yields to the event loop every few thousand lines, so loading the table
 * does not stall the requests being served meanwhile.
 */
export async function parseAsnCsv(text: string, version: 4 | 6): Promise<AsnTable> {
  const rows: { start: bigint | number; end: bigint | number; owner: number }[] = [];
  const owners = new Map<string, number>();
  const organisations: string[] = [];
  let from = 0;
  while (from < text.length) {
    let to = text.indexOf('\n', from);
    if (to === -1) to = text.length;
    const line = text.slice(from, to).trimEnd();
    from = to + 1;
    const first = line.indexOf(',');
    const second = line.indexOf(',', first + 1);
    const third = line.indexOf(',', second + 1);
    if (third === -1) continue;
    const organisation = unquote(line.slice(third + 1));
    let owner = owners.get(organisation);
    if (owner === undefined) {
      owner = organisations.push(organisation) - 1;
      owners.set(organisation, owner);
    }
    const start = line.slice(0, first);
    const end = line.slice(first + 1, second);
    rows.push(
      version === 4
        ? { start: Number(start), end: Number(end), owner }
        : { start: BigInt(start) >> 64n, end: BigInt(end) >> 64n, owner },
    );
    if (rows.length % 20_000 === 0) await new Promise((resolve) => setImmediate(resolve));
  }
  rows.sort((a, b) => (a.start < b.start ? -1 : a.start > b.start ? 1 : 0));
  const make = (values: (bigint | number)[]) =>
    version === 4 ? Uint32Array.from(values as number[]) : BigUint64Array.from(values as bigint[]);
  return {
    starts: make(rows.map((row) => row.start)),
    ends: make(rows.map((row) => row.end)),
    owners: Uint32Array.from(rows.map((row) => row.owner)),
    organisations,
  };
}

/** Reads and parses one of the package's numeric CSV files. */
export async function loadAsnTable(file: string, version: 4 | 6): Promise<AsnTable> {
  return parseAsnCsv(await readFile(file, 'utf8'), version);
}

/**
 * The organisation whose range holds an address (a binary search over the sorted starts), or null.
 *
 * @example findOrganisation(table, ipv4ToNumber('1.0.0.1')) // 'Cloudflare, Inc.'
 */
export function findOrganisation(table: AsnTable, address: number | bigint): string | null {
  const { starts, ends } = table;
  let low = 0;
  let high = starts.length - 1;
  let found = -1;
  while (low <= high) {
    const middle = (low + high) >>> 1;
    if ((starts[middle] as number | bigint) <= address) {
      found = middle;
      low = middle + 1;
    } else high = middle - 1;
  }
  if (found === -1 || (ends[found] as number | bigint) < address) return null;
  return table.organisations[table.owners[found] ?? 0] ?? null;
}

/** `1.2.3.4` → its 32-bit number. */
export function ipv4ToNumber(ip: string): number {
  return ip.split('.').reduce((value, part) => value * 256 + Number(part), 0);
}

/** The first 64 bits of an IPv6 address (`2001:db8::1` → 0x20010db800000000n). */
export function ipv6Prefix64(ip: string): bigint {
  const [head = '', tail] = ip.split('::');
  const groups = (part: string) => (part === '' ? [] : part.split(':'));
  const left = groups(head);
  const right = tail === undefined ? [] : groups(tail);
  // An embedded IPv4 tail (`::ffff:1.2.3.4`) is in the last 32 bits, never in the first 64.
  const all =
    tail === undefined
      ? left
      : [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right];
  return all
    .slice(0, 4)
    .reduce((value, group) => (value << 16n) | BigInt(Number.parseInt(group || '0', 16)), 0n);
}
