// The shop's backup archives are .tar.gz files written and read with the `tar` package (ADR 0011). This
// module adds the shop's rules on top: an archive is written from one folder in the order it is given
// (never over an existing file), and reading it extracts regular files and folders only, refuses links,
// devices and any name that would land outside the target folder, and reports each file's size and
// SHA-256 so the caller can check them against the manifest.
import { createHash } from "node:crypto";
import { once } from "node:events";
import fs from "node:fs";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { create, Parser, type ReadEntry } from "tar";

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

/**
 * Writes `names` (paths relative to `folder`, folders included as entries of their own, their contents
 * not) into a new .tar.gz at `file`, in that order, and syncs it to disk. Refuses an existing `file`;
 * on failure the caller removes the partial file.
 */
export async function writeTarGz(file: string, folder: string, names: string[]): Promise<void> {
  for (const name of names) {
    if (!isSafeArchivePath(name)) throw new ArchiveFormatError(`unsafe name in archive: ${JSON.stringify(name)}`);
  }
  const out = fs.createWriteStream(file, { flags: "wx", mode: 0o600 });
  // `portable` leaves out the owner and the machine's inode data; pax headers carry long and non-ASCII names.
  await pipeline(create({ cwd: folder, gzip: { level: 6 }, portable: true, noDirRecurse: true, strict: true }, names), out);
  const handle = await fs.promises.open(file, "r+");
  try {
    await handle.sync();
  } finally {
    await handle.close();
  }
}

export interface ExtractedEntry {
  path: string;
  type: "file" | "directory";
  size: number;
  /** SHA-256 of the content (files only). */
  sha256?: string;
}

export interface ExtractOptions {
  /** Largest total of extracted bytes accepted (a guard against a runaway archive). */
  maxBytes?: number;
}

const FILE_TYPES = new Set(["File", "OldFile", "ContiguousFile"]);

/**
 * Extracts a .tar.gz into `target` (an existing, empty folder). Only regular files and folders with safe
 * relative names; a damaged gzip stream, a bad header checksum, a truncated archive, a link or an unsafe
 * name throws ArchiveFormatError. Returns every entry, in archive order, with its size and SHA-256.
 */
export async function extractTarGz(file: string, target: string, options: ExtractOptions = {}): Promise<ExtractedEntry[]> {
  const maxBytes = options.maxBytes ?? Number.MAX_SAFE_INTEGER;
  const root = path.resolve(target);
  const entries: ExtractedEntry[] = [];
  const seen = new Set<string>();
  const writes: Promise<void>[] = [];
  const inFlight = new Set<() => void>();
  let total = 0;
  let failure: Error | null = null;

  // strict: every warning (bad checksum, truncated input, not a tar at all) becomes an error.
  const parser = new Parser({ strict: true });

  function destination(name: string): string {
    const unsafe = () => new ArchiveFormatError(`unsafe name in archive: ${JSON.stringify(name)}`);
    if (!isSafeArchivePath(name)) throw unsafe();
    const full = path.resolve(root, ...name.split("/"));
    if (!full.startsWith(root + path.sep)) throw unsafe();
    if (seen.has(name)) throw new ArchiveFormatError(`the archive holds ${name} twice`);
    seen.add(name);
    return full;
  }

  /** Streams one entry's content into a new file while hashing it; stopped (rejected) if the archive fails. */
  function writeFile(entry: ReadEntry, full: string, extracted: ExtractedEntry): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      let out: fs.WriteStream | null = null;
      const stop = () => {
        inFlight.delete(stop);
        out?.destroy();
        reject(new ArchiveFormatError("the archive ended inside this entry"));
      };
      inFlight.add(stop);
      const settle = (error?: Error | null) => {
        if (!inFlight.delete(stop)) return;
        if (error) reject(error);
        else resolve();
      };
      fs.promises.mkdir(path.dirname(full), { recursive: true }).then(() => {
        if (!inFlight.has(stop)) return;
        const hash = createHash("sha256");
        const file = fs.createWriteStream(full, { flags: "wx", mode: 0o600 });
        out = file;
        file.on("error", settle);
        file.on("drain", () => entry.resume());
        file.on("finish", () => (extracted.sha256 = hash.digest("hex")));
        file.on("close", () => settle(extracted.sha256 ? null : new Error(`${full} was not written completely`)));
        entry.on("data", (chunk: Buffer) => {
          hash.update(chunk);
          if (!file.write(chunk)) entry.pause();
        });
        entry.on("end", () => file.end());
      }, settle);
    });
  }

  function onEntry(entry: ReadEntry) {
    try {
      // Archives repacked with `tar -C folder .` name their entries ./…
      const name = entry.path.replace(/^(\.\/)+/, "").replace(/\/+$/, "");
      if (entry.type === "Directory") {
        entry.resume();
        if (name === "" || name === ".") return;
        const full = destination(name);
        entries.push({ path: name, type: "directory", size: 0 });
        writes.push(fs.promises.mkdir(full, { recursive: true }).then(() => {}));
      } else if (FILE_TYPES.has(entry.type)) {
        total += entry.size;
        if (total > maxBytes) throw new ArchiveFormatError("the archive is larger than allowed");
        const full = destination(name);
        const extracted: ExtractedEntry = { path: name, type: "file", size: entry.size };
        entries.push(extracted);
        writes.push(writeFile(entry, full, extracted));
      } else {
        throw new ArchiveFormatError(`the archive holds an entry of unsupported type '${entry.header.typeKey}' (${name}): only files and folders are allowed`);
      }
    } catch (error) {
      entry.resume();
      fail(error as Error);
    }
  }

  function fail(error: Error) {
    if (failure) return;
    failure = error;
    parser.abort(error);
  }

  parser.on("entry", onEntry);
  const finished = new Promise<void>((resolve, reject) => {
    parser.on("end", resolve);
    parser.on("error", reject);
  });
  // Only the first error counts: the parser may report its own after an abort.
  finished.catch((error: Error) => fail(error));

  try {
    const input = fs.createReadStream(file);
    try {
      for await (const chunk of input as AsyncIterable<Buffer>) {
        if (failure) break;
        if (!parser.write(chunk)) await Promise.race([once(parser, "drain"), finished]);
      }
    } finally {
      input.destroy();
    }
    if (!failure) parser.end();
    await finished;
    const results = await Promise.allSettled(writes);
    const rejected = results.find((result) => result.status === "rejected");
    if (rejected) throw rejected.reason;
  } catch (error) {
    // An entry cut short by the failure never ends by itself.
    for (const stop of [...inFlight]) stop();
    await Promise.allSettled(writes);
    throw asArchiveError(failure ?? (error as Error));
  }
  if (failure) throw asArchiveError(failure);
  return entries;
}

/** tar's and zlib's complaints about the bytes become ArchiveFormatError; file-system errors stay as they are. */
function asArchiveError(error: Error): Error {
  if (error instanceof ArchiveFormatError) return error;
  const code = String((error as NodeJS.ErrnoException & { tarCode?: string }).tarCode ?? (error as NodeJS.ErrnoException).code ?? "");
  if (code.startsWith("TAR_") || code.startsWith("Z_") || code === "ERR_STREAM_PREMATURE_CLOSE") {
    const message = /checksum/.test(error.message) ? "damaged tar header (checksum)" : error.message;
    return new ArchiveFormatError(`not a readable .tar.gz archive (${message})`);
  }
  return error;
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
  const temp = await fs.promises.mkdtemp(path.join(path.dirname(path.resolve(file)), ".write-tar-"));
  try {
    const names: string[] = [];
    for (const [name, bytes] of entries) {
      if (!isSafeArchivePath(name)) throw new ArchiveFormatError(`unsafe name in archive: ${JSON.stringify(name)}`);
      const full = path.join(temp, ...name.split("/"));
      await fs.promises.mkdir(path.dirname(full), { recursive: true });
      await fs.promises.writeFile(full, bytes);
      names.push(name);
    }
    await writeTarGz(file, temp, names);
  } finally {
    await fs.promises.rm(temp, { recursive: true, force: true });
  }
}
