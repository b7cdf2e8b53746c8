// Byte for byte what the shop's own tar writer wrote before the `tar` package replaced it (ADR 0011):
// ustar headers with uid/gid 0, mode 644/755, and a pax header named PaxHeader/… when a name is longer
// than 100 bytes or not ASCII. Tests use it to prove that backups made by earlier versions still restore.
import zlib from "node:zlib";

const BLOCK = 512;

function writeOctal(block: Buffer, value: number, offset: number, length: number) {
  block.write(`${value.toString(8).padStart(length - 1, "0")}\0`, offset, length, "ascii");
}

function header(name: string, size: number, type: "0" | "5" | "x", mode: number, mtime: Date): Buffer {
  const block = Buffer.alloc(BLOCK);
  block.write(name, 0, Math.min(100, Buffer.byteLength(name)), "utf8");
  writeOctal(block, mode, 100, 8);
  writeOctal(block, 0, 108, 8);
  writeOctal(block, 0, 116, 8);
  writeOctal(block, size, 124, 12);
  writeOctal(block, Math.floor(mtime.getTime() / 1000), 136, 12);
  block.fill(0x20, 148, 156);
  block.write(type, 156, 1, "ascii");
  block.write("ustar\0", 257, 6, "ascii");
  block.write("00", 263, 2, "ascii");
  let sum = 0;
  for (const byte of block) sum += byte;
  block.write(`${sum.toString(8).padStart(6, "0")}\0 `, 148, 8, "ascii");
  return block;
}

function paxRecord(key: string, value: string): string {
  const body = ` ${key}=${value}\n`;
  const bodyLength = Buffer.byteLength(body);
  let length = bodyLength + String(bodyLength).length;
  while (String(length).length + bodyLength !== length) length = String(length).length + bodyLength;
  return `${length}${body}`;
}

const padding = (size: number) => Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK);

/** A folder is given as `null` bytes; its name is written with a trailing slash, as the old writer did. */
export function legacyTarGz(entries: Iterable<[string, Buffer | null]>, mtime = new Date("2026-11-01T10:00:00Z")): Buffer {
  const parts: Buffer[] = [];
  for (const [entryName, bytes] of entries) {
    let name = bytes === null ? `${entryName}/` : entryName;
    if (!/^[\x20-\x7e]*$/.test(name) || Buffer.byteLength(name) > 100) {
      const records = Buffer.from(paxRecord("path", name), "utf8");
      parts.push(header(`PaxHeader/${name.replace(/[^\x20-\x7e]/g, "_").slice(-80)}`, records.length, "x", 0o644, mtime), records, padding(records.length));
      name = name.replace(/[^\x20-\x7e]/g, "_").slice(-100);
    }
    if (bytes === null) {
      parts.push(header(name, 0, "5", 0o755, mtime));
    } else {
      parts.push(header(name, bytes.length, "0", 0o644, mtime), bytes, padding(bytes.length));
    }
  }
  parts.push(Buffer.alloc(2 * BLOCK));
  return zlib.gzipSync(Buffer.concat(parts), { level: 6 });
}
