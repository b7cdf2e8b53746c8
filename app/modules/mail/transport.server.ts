// How a mail leaves the shop (docs/product.md#mail): over SMTP when SMTP_URL is set, otherwise as an .eml file in
// DATA_DIR/outbox, so a fresh install loses nothing and needs no mail server. The outbox table
// (outbox.server.ts) calls send() and retries it when it throws.
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { writeFileAtomic } from "~/modules/platform/atomic-file.server";
import nodemailer from "nodemailer";
import type { Env } from "~/env.server";

export interface OutgoingMail {
  /** The outbox row's id: names the .eml file, so erasing an order's mails finds their files (eraseMailFiles). */
  id?: string;
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Images the HTML shows inline (`<img src="cid:…">`): a personal photo's thumbnail, never the original. */
  attachments?: InlineAttachment[];
}

export interface InlineAttachment {
  /** Set: shown inline by the HTML (`cid:`); absent: a regular attachment (the contract PDF). */
  cid?: string;
  filename: string;
  content: Buffer;
  contentType: string;
}

export interface MailTransport {
  /** Delivers the message or throws; a throw means "not delivered, try again later". */
  send(message: OutgoingMail): Promise<void>;
  /** The From address for mail this transport sends (MAIL_FROM); deliverDueMail uses it. */
  readonly from?: string;
  /** "smtp" or "file", for the start-up log line. */
  readonly kind?: string;
  /** Releases connections; safe to call more than once. */
  close?(): void;
  /** Erases what a sent mail left behind (its .eml files), when its outbox row was erased while it was sent. */
  discard?(id: string): Promise<void>;
}

/** Timeouts for one SMTP delivery. The whole send stays well under the outbox's claim lease (2 minutes). */
export const SMTP_CONNECTION_TIMEOUT_MS = 10_000;
export const SMTP_GREETING_TIMEOUT_MS = 10_000;
export const SMTP_SOCKET_TIMEOUT_MS = 10_000;
export const SMTP_SEND_TIMEOUT_MS = 60_000;

export type MailTransportEnv = Pick<Env, "SMTP_URL" | "MAIL_FROM" | "DATA_DIR">;

/** SMTP when env.SMTP_URL is set, otherwise .eml files in env.DATA_DIR/outbox. */
export function createMailTransport(env: MailTransportEnv): MailTransport & { readonly from: string; readonly kind: "smtp" | "file"; close(): void } {
  return env.SMTP_URL ? createSmtpTransport(env.SMTP_URL, env.MAIL_FROM) : createFileTransport(mailFilesDir(env), env.MAIL_FROM);
}

/** DATA_DIR/outbox: where mail is written as .eml files when there is no SMTP server (also files from before one was set). */
export function mailFilesDir(env: Pick<Env, "DATA_DIR">): string {
  return path.join(env.DATA_DIR, "outbox");
}

/** `{timestamp}-{outbox row id}.eml` (a random name for a mail without a row). */
function mailFileName(id: string | undefined, now = new Date()): string {
  const stamp = now
    .toISOString()
    .replace(/[-:]/g, "")
    .replace(/\.(\d+)Z$/, "$1Z");
  return `${stamp}-${id ?? randomBytes(6).toString("hex")}.eml`;
}

/**
 * Deletes the .eml files of these outbox rows from `dir` (every copy: a mail sent twice was written twice).
 * Returns how many files it deleted; a missing folder has none.
 */
export async function eraseMailFiles(dir: string, ids: string[]): Promise<number> {
  if (ids.length === 0) return 0;
  let names: string[];
  try {
    names = await fs.promises.readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return 0;
    throw error;
  }
  const wanted = new Set(ids);
  let erased = 0;
  for (const name of names) {
    const id = /^\d{8}T\d+Z-(.+)\.eml$/.exec(name)?.[1];
    if (id === undefined || !wanted.has(id)) continue;
    await fs.promises.rm(path.join(dir, name), { force: true });
    erased++;
  }
  return erased;
}

/** A new connection per message (no pool): nothing stays open between the outbox's runs. */
export function createSmtpTransport(url: string, from: string) {
  const transporter = nodemailer.createTransport({
    url,
    connectionTimeout: SMTP_CONNECTION_TIMEOUT_MS,
    greetingTimeout: SMTP_GREETING_TIMEOUT_MS,
    socketTimeout: SMTP_SOCKET_TIMEOUT_MS,
    dnsTimeout: SMTP_CONNECTION_TIMEOUT_MS,
  });
  return {
    kind: "smtp" as const,
    from,
    async send(message: OutgoingMail): Promise<void> {
      const info = await transporter.sendMail({
        ...nodemailerFields(message),
        // An upper bound on the whole conversation, so a server that trickles never holds a claim forever.
        signal: AbortSignal.timeout(SMTP_SEND_TIMEOUT_MS),
      });
      if (info.rejected.length > 0 && info.accepted.length === 0) {
        throw new Error(`SMTP server rejected recipient: ${info.rejected.map(String).join(", ")}`);
      }
    },
    close() {
      transporter.close();
    },
  };
}

/** The message fields nodemailer takes, the same for SMTP and for .eml files. */
function nodemailerFields({ from, to, subject, html, text, attachments }: OutgoingMail) {
  const inline = (attachments ?? []).map(({ cid, filename, content, contentType }) =>
    cid
      ? { cid, filename, content, contentType, contentDisposition: "inline" as const }
      : { filename, content, contentType, contentDisposition: "attachment" as const },
  );
  return { from, to, subject, html, text, ...(inline.length > 0 ? { attachments: inline } : {}) };
}

/** Writes each message as an RFC 822 file `{timestamp}-{outbox row id}.eml` into `dir`; readers never see half a file. */
export function createFileTransport(dir: string, from: string) {
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    kind: "file" as const,
    from,
    dir,
    async send(message: OutgoingMail): Promise<void> {
      const info = await composer.sendMail(nodemailerFields(message));
      const bytes = info.message;
      if (!Buffer.isBuffer(bytes)) throw new Error("stream transport did not return a buffer");
      await fs.promises.mkdir(dir, { recursive: true });
      await writeFileAtomic(path.join(dir, mailFileName(message.id)), bytes, 0o640);
    },
    async discard(id: string): Promise<void> {
      await eraseMailFiles(dir, [id]);
    },
    close() {
      composer.close();
    },
  };
}
