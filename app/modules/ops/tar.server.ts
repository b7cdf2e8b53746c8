// A small, strict tar.gz writer and reader for the shop's backup archives (no dependency). It writes POSIX
// ustar entries, with a pax header when a name is longer than ustar allows or is not ASCII, so GNU and BSD
// tar read the archives too. The reader extracts regular files and folders only, refuses anything else
// (links, devices) and any name that would land outside the target folder, and reports each file's
// size and SHA-256 so the caller can check them against the manifest.
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import zlib from "node:zlib";

const BLOCK = 512;
const ZERO_BLOCK = Buffer.alloc(BLOCK);

export class ArchiveFormatError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "ArchiveFormatError";
  }
}

/** A name inside an archive: relative, forward slashes, no empty, `.` or `..` segments, no NUL or backslash. */
export function isSafeArchivePath(name: string): boolean {
  if (name.length === 0 || name.length > 4096) return false;
  if (name.startsWith("/") || name.includes("\\") || name.includes("\0")) return false;
  return name.split("/").every((segment) => segment !== "" && segment !== "." && segment !== "..");
}

function writeString(block: Buffer, value: string, offset: number, length: number) {
  block.write(value, offset, Math.min(length, Buffer.byteLength(value)), "utf8");
}

function writeOctal(block: Buffer, value: number, offset: number, length: number) {
  // length - 1 digits, then NUL.
  const digits = value.toString(8).padStart(length - 1, "0");
  if (digits.length > length - 1) throw new ArchiveFormatError(`value ${value} does not fit a tar header field`);
  block.write(`${digits}\0`, offset, length, "ascii");
}

function header(name: string, size: number, type: "0" | "5" | "x", mode: number, mtime: Date): Buffer {
  const block = Buffer.alloc(BLOCK);
  writeString(block, name, 0, 100);
  writeOctal(block, mode, 100, 8);
  writeOctal(block, 0, 108, 8); // uid
  writeOctal(block, 0, 116, 8); // gid
  writeOctal(block, size, 124, 12);
  writeOctal(block, Math.max(0, Math.floor(mtime.getTime() / 1000)), 136, 12);
  block.fill(0x20, 148, 156); // checksum counted as spaces
  block.write(type, 156, 1, "ascii");
  block.write("ustar\0", 257, 6, "ascii");
  block.write("00", 263, 2, "ascii");
  let sum = 0;
  for (const byte of block) sum += byte;
  block.write(`${sum.toString(8).padStart(6, "0")}\0 `, 148, 8, "ascii");
  return block;
}

/** One pax record, "LEN key=value\n", where LEN counts the whole record including its own digits. */
function paxRecord(key: string, value: string): string {
  const body = ` ${key}=${value}\n`;
  const bodyLength = Buffer.byteLength(body);
  let length = bodyLength + String(bodyLength).length;
  while (String(length).length + bodyLength !== length) length = String(length).length + bodyLength;
  return `${length}${body}`;
}

function padding(size: number): Buffer {
  const rest = size % BLOCK;
  return rest === 0 ? Buffer.alloc(0) : Buffer.alloc(BLOCK - rest);
}

/** Writes a .tar.gz file entry by entry. Call close() once; abort() on failure removes nothing itself. */
export class TarGzWriter {
  private readonly gzip = zlib.createGzip({ level: 6 });
  private readonly done: Promise<void>;

  constructor(readonly file: string) {
    const out = fs.createWriteStream(file, { flags: "wx", mode: 0o600 });
    this.done = pipeline(this.gzip, out);
    this.done.catch(() => {});
  }

  private async write(chunk: Buffer) {
    if (chunk.length === 0) return;
    if (!this.gzip.write(chunk)) await new Promise<void>((resolve) => this.gzip.once("drain", () => resolve()));
  }

  private async writeHeader(name: string, size: number, type: "0" | "5", mode: number, mtime: Date) {
    if (!isSafeArchivePath(name.replace(/\/$/, ""))) throw new ArchiveFormatError(`unsafe name in archive: ${JSON.stringify(name)}`);
    const ascii = /^[\x20-\x7e]*$/.test(name);
    if (!ascii || Buffer.byteLength(name) > 100) {
      const records = Buffer.from(paxRecord("path", name), "utf8");
      await this.write(header(`PaxHeader/${name.replace(/[^\x20-\x7e]/g, "_").slice(-80)}`, records.length, "x", 0o644, mtime));
      await this.write(records);
      await this.write(padding(records.length));
      name = name.replace(/[^\x20-\x7e]/g, "_").slice(-100);
    }
    await this.write(header(name, size, type, mode, mtime));
  }

  async addDirectory(name: string, mtime = new Date()) {
    await this.writeHeader(name.endsWith("/") ? name : `${name}/`, 0, "5", 0o755, mtime);
  }

  async addBuffer(name: string, bytes: Buffer, mtime = new Date()) {
    await this.writeHeader(name, bytes.length, "0", 0o644, mtime);
    await this.write(bytes);
    await this.write(padding(bytes.length));
  }

  /** Adds a file from disk; returns its size and SHA-256 as archived (read through one open handle). */
  async addFile(name: string, source: string): Promise<{ size: number; sha256: string }> {
    const handle = await fs.promises.open(source, "r");
    try {
      const info = await handle.stat();
      const size = info.size;
      await this.writeHeader(name, size, "0", 0o644, info.mtime);
      const hash = createHash("sha256");
      let position = 0;
      const buffer = Buffer.alloc(1 << 16);
      while (position < size) {
        const { bytesRead } = await handle.read(buffer, 0, Math.min(buffer.length, size - position), position);
        if (bytesRead === 0) throw new Error(`${source} shrank while it was being archived`);
        const chunk = Buffer.from(buffer.subarray(0, bytesRead));
        hash.update(chunk);
        await this.write(chunk);
        position += bytesRead;
      }
      await this.write(padding(size));
      return { size, sha256: hash.digest("hex") };
    } finally {
      await handle.close();
    }
  }

  /** Ends the archive (two zero blocks), flushes it and syncs the file to disk. */
  async close() {
    await this.write(ZERO_BLOCK);
    await this.write(ZERO_BLOCK);
    this.gzip.end();
    await this.done;
    const handle = await fs.promises.open(this.file, "r+");
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
  }

  /** Stops writing after a failure; the caller removes the partial file. */
  async abort() {
    this.gzip.destroy();
    await this.done.catch(() => {});
  }
}

export interface ExtractedEntry {
  path: string;
  type: "file" | "directory";
  size: number;
  /** SHA-256 of the content (files only). */
  sha256?: string;
}

function readString(block: Buffer, offset: number, length: number): string {
  const raw = block.subarray(offset, offset + length);
  const end = raw.indexOf(0);
  return raw.subarray(0, end === -1 ? raw.length : end).toString("utf8");
}

function readOctal(block: Buffer, offset: number, length: number): number {
  const text = readString(block, offset, length).trim();
  if (text === "") return 0;
  if (!/^[0-7]+$/.test(text)) throw new ArchiveFormatError("damaged tar header (bad number)");
  return Number.parseInt(text, 8);
}

function checksumOk(block: Buffer): boolean {
  const stored = readOctal(block, 148, 8);
  let sum = 0;
  for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 0x20 : block[i];
  return sum === stored;
}

function parsePax(text: string): Record<string, string> {
  const records: Record<string, string> = {};
  let rest = Buffer.from(text, "utf8");
  while (rest.length > 0) {
    const space = rest.indexOf(0x20);
    const length = Number.parseInt(rest.subarray(0, space).toString("ascii"), 10);
    if (space <= 0 || !Number.isInteger(length) || length <= space || length > rest.length) throw new ArchiveFormatError("damaged pax header");
    const record = rest.subarray(space + 1, length - 1).toString("utf8");
    const eq = record.indexOf("=");
    if (eq > 0) records[record.slice(0, eq)] = record.slice(eq + 1);
    rest = rest.subarray(length);
  }
  return records;
}

export interface ExtractOptions {
  /** Largest total of extracted bytes accepted (a guard against a runaway archive). */
  maxBytes?: number;
}

/**
 * Extracts a .tar.gz into `target` (an existing, empty folder). Only regular files and folders with safe
 * relative names; a damaged gzip stream, a bad header checksum, a link or an unsafe name throws
 * ArchiveFormatError. Returns every entry with its size and SHA-256.
 */
export async function extractTarGz(file: string, target: string, options: ExtractOptions = {}): Promise<ExtractedEntry[]> {
  const maxBytes = options.maxBytes ?? Number.MAX_SAFE_INTEGER;
  const root = path.resolve(target);
  const entries: ExtractedEntry[] = [];
  const seen = new Set<string>();
  let buffered: Buffer = Buffer.alloc(0);
  let total = 0;
  let ended = false;

  // The current entry's state.
  interface Current {
    path: string;
    size: number;
    remaining: number;
    pad: number;
    handle: fs.promises.FileHandle | null;
    hash: ReturnType<typeof createHash> | null;
    kind: "file" | "pax" | "longname" | "skip";
    pax: Buffer[];
  }
  let current: Current | null = null;
  const skip = (name: string, remaining: number): Current | null =>
    remaining > 0 ? { path: name, size: remaining, remaining, pad: 0, handle: null, hash: null, kind: "skip", pax: [] } : null;
  let paxPath: string | null = null;

  function destination(name: string): string {
    const clean = name.replace(/\/+$/, "");
    if (!isSafeArchivePath(clean)) throw new ArchiveFormatError(`unsafe name in archive: ${JSON.stringify(name)}`);
    const full = path.resolve(root, ...clean.split("/"));
    if (!full.startsWith(root + path.sep)) throw new ArchiveFormatError(`unsafe name in archive: ${JSON.stringify(name)}`);
    if (seen.has(clean)) throw new ArchiveFormatError(`the archive holds ${clean} twice`);
    seen.add(clean);
    return full;
  }

  async function startEntry(block: Buffer) {
    if (!checksumOk(block)) throw new ArchiveFormatError("damaged tar header (checksum)");
    const type = String.fromCharCode(block[156] || 0x30);
    const size = readOctal(block, 124, 12);
    let name = readString(block, 0, 100);
    const prefix = block.subarray(257, 262).toString("ascii") === "ustar" ? readString(block, 345, 155) : "";
    if (prefix) name = `${prefix}/${name}`;
    if (paxPath !== null) {
      name = paxPath;
      paxPath = null;
    }
    // Archives repacked with `tar -C folder .` name their entries ./…
    while (name.startsWith("./")) name = name.slice(2);
    const pad = (BLOCK - (size % BLOCK)) % BLOCK;
    const padded = size + pad;
    if (type === "x" || type === "L") {
      // A pax header, or GNU tar's long name: both name the entry that follows.
      if (size > 1 << 20) throw new ArchiveFormatError("damaged tar header (oversized name record)");
      current = { path: name, size, remaining: size, pad, handle: null, hash: null, kind: type === "x" ? "pax" : "longname", pax: [] };
      if (size === 0) await finishEntry();
    } else if (type === "g" || type === "K") {
      current = skip(name, padded);
    } else if (type === "5") {
      if (name !== "" && name !== ".") {
        const full = destination(name);
        await fs.promises.mkdir(full, { recursive: true });
        entries.push({ path: name.replace(/\/+$/, ""), type: "directory", size: 0 });
      }
      current = skip(name, padded);
    } else if (type === "0" || type === "7") {
      total += size;
      if (total > maxBytes) throw new ArchiveFormatError("the archive is larger than allowed");
      const full = destination(name);
      await fs.promises.mkdir(path.dirname(full), { recursive: true });
      const handle = await fs.promises.open(full, "wx", 0o600);
      current = { path: name, size, remaining: size, pad, handle, hash: createHash("sha256"), kind: "file", pax: [] };
      if (size === 0) await finishEntry();
    } else {
      throw new ArchiveFormatError(`the archive holds an entry of unsupported type '${type}' (${name}): only files and folders are allowed`);
    }
  }

  async function finishEntry() {
    const entry = current;
    if (!entry) return;
    if (entry.kind === "file" && entry.handle && entry.hash) {
      await entry.handle.close();
      entries.push({ path: entry.path, type: "file", size: entry.size, sha256: entry.hash.digest("hex") });
    } else if (entry.kind === "pax") {
      const records = parsePax(Buffer.concat(entry.pax).toString("utf8"));
      if (records.path !== undefined) paxPath = records.path;
    } else if (entry.kind === "longname") {
      paxPath = Buffer.concat(entry.pax).toString("utf8").replace(/\0+$/, "");
    }
    current = skip(entry.path, entry.pad);
  }

  async function consume() {
    while (buffered.length > 0 && !ended) {
      if (current) {
        const take = Math.min(current.remaining, buffered.length);
        const chunk = buffered.subarray(0, take);
        buffered = buffered.subarray(take);
        current.remaining -= take;
        if (current.kind === "file" && current.handle && current.hash) {
          current.hash.update(chunk);
          await current.handle.write(chunk);
        } else if (current.kind === "pax" || current.kind === "longname") {
          current.pax.push(Buffer.from(chunk));
        }
        if (current.remaining === 0) {
          if (current.kind === "skip") current = null;
          else await finishEntry();
        }
        continue;
      }
      if (buffered.length < BLOCK) return;
      const block = Buffer.from(buffered.subarray(0, BLOCK));
      buffered = buffered.subarray(BLOCK);
      if (block.equals(ZERO_BLOCK)) {
        ended = true;
        return;
      }
      await startEntry(block);
    }
  }

  // Read chunk by chunk in this one loop, so nothing is still being written when an error surfaces.
  const input = fs.createReadStream(file);
  const gunzip = zlib.createGunzip();
  input.on("error", (error) => gunzip.destroy(error));
  input.pipe(gunzip);
  try {
    for await (const chunk of gunzip as AsyncIterable<Buffer>) {
      if (ended) continue; // trailing zero blocks and padding
      buffered = buffered.length ? Buffer.concat([buffered, chunk]) : chunk;
      await consume();
    }
  } catch (error) {
    input.destroy();
    gunzip.destroy();
    await (current as Current | null)?.handle?.close().catch(() => {});
    if (error instanceof ArchiveFormatError) throw error;
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "Z_DATA_ERROR" || code === "Z_BUF_ERROR" || code === "ERR_STREAM_PREMATURE_CLOSE") {
      throw new ArchiveFormatError(`not a readable .tar.gz archive (${(error as Error).message})`);
    }
    throw error;
  }
  if (!ended || current) throw new ArchiveFormatError("the archive is truncated");
  return entries;
}

/** Reads a small .tar.gz wholly into memory (tests and tools): name → bytes; folders are left out. */
export async function readTarGzEntries(file: string): Promise<Map<string, Buffer>> {
  const temp = await fs.promises.mkdtemp(path.join(path.dirname(path.resolve(file)), ".read-tar-"));
  try {
    const entries = await extractTarGz(file, temp);
    const result = new Map<string, Buffer>();
    for (const entry of entries) {
      if (entry.type === "file") result.set(entry.path, await fs.promises.readFile(path.join(temp, ...entry.path.split("/"))));
    }
    return result;
  } finally {
    await fs.promises.rm(temp, { recursive: true, force: true });
  }
}

/** Writes `entries` (name → bytes, in order) as a .tar.gz (tests and tools). */
export async function writeTarGzEntries(file: string, entries: Iterable<[string, Buffer]>): Promise<void> {
  const writer = new TarGzWriter(file);
  try {
    for (const [name, bytes] of entries) await writer.addBuffer(name, bytes);
    await writer.close();
  } catch (error) {
    await writer.abort();
    throw error;
  }
}
