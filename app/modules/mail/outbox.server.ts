// The mail outbox (docs/product.md#mail). Mail is queued in the same transaction that changes the order, and a
// worker delivers it afterwards; a mail server that is down only delays mail, it never fails an order or
// loses a message. Delivery is at-least-once: a row is claimed (leased) before sending, so several
// processes can run the worker at once without sending a mail twice, but a process that dies between a
// successful send and recording it sends that one mail again after the lease runs out.
import { and, asc, eq, isNull, lt, lte, sql } from "drizzle-orm";
import type { Database, Executor } from "~/db/client.server";
import sharp from "sharp";
import { type MailAttachmentRef, mailOutbox } from "~/db/schema";
import { DEFAULT_MAIL_FROM } from "~/lib/i18n/mail";
import type { Logger } from "~/modules/platform/logger.server";
import type { FileStorage } from "~/modules/media/storage.server";
import { orderContractPdf } from "~/modules/documents/contract-pdf.server";
import type { InlineAttachment, MailTransport } from "./transport.server";

export interface QueuedMail {
  /** Names the mail, e.g. "order-confirmation:{orderId}"; a second mail with the same key is dropped. */
  dedupeKey: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  /** Inline images (a personal photo's thumbnail, docs/product.md#personal-photos) kept as storage keys, and the order's contract PDF: read when sent. */
  attachments?: MailAttachmentRef[];
}

export type OutboxRow = typeof mailOutbox.$inferSelect;

export const DEFAULT_BATCH_SIZE = 20;
export const DEFAULT_MAX_ATTEMPTS = 20;
/** How long a claimed row is reserved for the process sending it (longer than any one SMTP send). */
export const CLAIM_LEASE_MS = 2 * 60_000;
const FIRST_RETRY_MS = 30_000;
const MAX_RETRY_MS = 60 * 60_000;
const MAX_ERROR_LENGTH = 2000;

/**
 * Queues a mail. Call it with the transaction that makes the mail true (e.g. the one marking an order
 * paid), so the mail is queued exactly when that change commits. Returns false when a mail with the
 * same dedupeKey was already queued (or sent), or when it has no recipient.
 */
export async function enqueueMail(db: Executor, mail: QueuedMail): Promise<boolean> {
  // An anonymised order has no address left to write to (docs/product.md#kvkk).
  if (!mail.to) return false;
  const rows = await db.insert(mailOutbox).values(outboxValues(mail)).onConflictDoNothing({ target: mailOutbox.dedupeKey }).returning({ id: mailOutbox.id });
  return rows.length > 0;
}

function outboxValues(mail: QueuedMail) {
  return { dedupeKey: mail.dedupeKey, toAddress: mail.to, subject: mail.subject, html: mail.html, text: mail.text, attachments: mail.attachments ?? [] };
}

/** Queues several mails in one statement (as enqueueMail each); returns how many were new. */
export async function enqueueMails(db: Executor, mails: QueuedMail[]): Promise<number> {
  if (mails.length === 0) return 0;
  const rows = await db
    .insert(mailOutbox)
    .values(mails.map(outboxValues))
    .onConflictDoNothing({ target: mailOutbox.dedupeKey })
    .returning({ id: mailOutbox.id });
  return rows.length;
}

/** Wait before the next try after `attempts` failed ones: 30 s, 1 min, 2 min, 4 min … at most 1 h. */
export function retryDelayMs(attempts: number): number {
  const exponent = Math.max(0, attempts - 1);
  return Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.min(exponent, 20));
}

export interface DeliverOptions {
  /** The clock; tests move it forward to reach a scheduled retry. */
  now?: Date;
  /** At most this many mails per call. */
  batchSize?: number;
  /** A mail that failed this many times is kept but no longer tried. */
  maxAttempts?: number;
  /** The From address; defaults to the transport's (MAIL_FROM). */
  from?: string;
  /** Receives a warning per failed try and an error when a mail is given up. */
  logger?: Pick<Logger, "warn" | "error" | "info">;
  /** Where inline images' files are (createFileStorage(env)); without it, mails go without their images. */
  storage?: Pick<FileStorage, "read">;
}

/**
 * Sends the mail that is due (not sent, next_attempt_at <= now, fewer than maxAttempts tries), oldest
 * first. Each row is claimed by pushing its next_attempt_at a lease ahead, with FOR UPDATE SKIP LOCKED,
 * before it is sent; success sets sent_at, failure counts the attempt and schedules the next one.
 * Never throws for a mail that fails to send; it may throw when the database itself fails.
 */
export async function deliverDueMail(db: Database, transport: MailTransport, opts: DeliverOptions = {}): Promise<{ sent: number; failed: number }> {
  const batchSize = opts.batchSize ?? DEFAULT_BATCH_SIZE;
  const maxAttempts = opts.maxAttempts ?? DEFAULT_MAX_ATTEMPTS;
  const from = opts.from ?? transport.from ?? DEFAULT_MAIL_FROM;
  const clock = () => opts.now ?? new Date();
  let sent = 0;
  let failed = 0;

  // One row per claim: a lease covers one send, never a whole batch sent one after another.
  for (let i = 0; i < batchSize; i++) {
    const row = await claimNext(db, clock(), maxAttempts);
    if (!row) break;
    try {
      const attachments = await readAttachments(db, opts.storage, row.attachments);
      await transport.send({
        id: row.id,
        from,
        to: row.toAddress,
        subject: row.subject,
        html: row.html,
        text: row.text,
        ...(attachments.length > 0 ? { attachments } : {}),
      });
    } catch (error) {
      failed++;
      const attempts = row.attempts + 1;
      const message = errorMessage(error);
      await db
        .update(mailOutbox)
        .set({
          attempts,
          lastError: message,
          nextAttemptAt: new Date(clock().getTime() + retryDelayMs(attempts)),
        })
        .where(and(eq(mailOutbox.id, row.id), isNull(mailOutbox.sentAt)));
      if (attempts >= maxAttempts) {
        opts.logger?.error({ mailId: row.id, dedupeKey: row.dedupeKey, attempts, err: message }, "mail not sent; giving up");
      } else {
        opts.logger?.warn({ mailId: row.id, dedupeKey: row.dedupeKey, attempts, err: message }, "mail not sent; will retry");
      }
      continue;
    }
    sent++;
    const recorded = await db
      .update(mailOutbox)
      .set({ sentAt: clock(), lastError: null })
      .where(and(eq(mailOutbox.id, row.id), isNull(mailOutbox.sentAt)))
      .returning({ id: mailOutbox.id });
    // The row went while the mail was out: its order was anonymised (docs/product.md#kvkk), so what the
    // transport kept of it (an .eml file) goes too.
    if (recorded.length === 0 && transport.discard) {
      const [still] = await db.select({ id: mailOutbox.id }).from(mailOutbox).where(eq(mailOutbox.id, row.id));
      if (!still) await transport.discard(row.id);
    }
  }
  return { sent, failed };
}

/**
 * The inline images' bytes, read from storage now: a thumbnail is re-encoded as JPEG (every mail client shows it); a
 * file already erased (retention, anonymisation) is left out, and the mail goes without it.
 */
async function readAttachments(
  db: Database,
  storage: Pick<FileStorage, "read"> | undefined,
  refs: readonly MailAttachmentRef[] | null,
): Promise<InlineAttachment[]> {
  if (!refs || refs.length === 0) return [];
  const read: InlineAttachment[] = [];
  for (const ref of refs) {
    // The order's contract, from its stored documents as they are now (erased ones once anonymised); none: left out.
    if ("kind" in ref) {
      const pdf = await orderContractPdf(db, ref.orderId);
      if (pdf) read.push({ filename: ref.filename, content: pdf.bytes, contentType: "application/pdf" });
      continue;
    }
    if (!storage) continue;
    const bytes = await storage.read(ref.storageKey);
    if (!bytes) continue;
    const jpeg = await sharp(bytes).flatten({ background: "#ffffff" }).jpeg({ quality: 82 }).toBuffer();
    read.push({ cid: ref.cid, filename: ref.filename.replace(/\.[a-z0-9]+$/i, "") + ".jpg", content: jpeg, contentType: "image/jpeg" });
  }
  return read;
}

/** Claims the oldest due row for this process, or returns null when none is due. */
async function claimNext(db: Database, now: Date, maxAttempts: number): Promise<OutboxRow | null> {
  const due = and(isNull(mailOutbox.sentAt), lte(mailOutbox.nextAttemptAt, now), lt(mailOutbox.attempts, maxAttempts));
  const candidate = db
    .select({ id: mailOutbox.id })
    .from(mailOutbox)
    .where(due)
    .orderBy(asc(mailOutbox.createdAt), asc(mailOutbox.id))
    .limit(1)
    .for("update", { skipLocked: true });
  // `id = (scalar subquery)` runs the subquery once (an InitPlan); `id IN (subquery)` may be planned to
  // run it again per row and would then claim every due row. The outer WHERE repeats the conditions, so a
  // row another process claimed meanwhile is re-checked against its newest version and left alone.
  const [row] = await db
    .update(mailOutbox)
    .set({ nextAttemptAt: new Date(now.getTime() + CLAIM_LEASE_MS) })
    .where(and(sql`${mailOutbox.id} = (${candidate})`, due))
    .returning();
  return row ?? null;
}

function errorMessage(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return text.length > MAX_ERROR_LENGTH ? `${text.slice(0, MAX_ERROR_LENGTH)}…` : text;
}

/** How many mails wait, and how many were given up, for a health line or the admin. */
export async function outboxStats(db: Executor, maxAttempts = DEFAULT_MAX_ATTEMPTS): Promise<{ pending: number; gaveUp: number }> {
  const [row] = await db
    .select({
      pending: sql<number>`count(*) filter (where ${mailOutbox.attempts} < ${maxAttempts})`.mapWith(Number),
      gaveUp: sql<number>`count(*) filter (where ${mailOutbox.attempts} >= ${maxAttempts})`.mapWith(Number),
    })
    .from(mailOutbox)
    .where(isNull(mailOutbox.sentAt));
  return { pending: row?.pending ?? 0, gaveUp: row?.gaveUp ?? 0 };
}

export interface MailWorker {
  /** Asks for a run soon (e.g. right after an order was paid); calls close together make one run. */
  kick(): void;
  /** Stops the timer and waits for a run in progress. */
  stop(): Promise<void>;
}

export interface MailWorkerOptions {
  db: Database;
  transport: MailTransport;
  logger: Logger;
  intervalMs?: number;
  batchSize?: number;
  maxAttempts?: number;
  /** Where inline images' files are (deliverDueMail's `storage`). */
  storage?: Pick<FileStorage, "read">;
}

/**
 * Delivers the outbox every `intervalMs` and whenever kicked. Runs never overlap within the process;
 * a full batch is followed at once by another. Errors are logged, never thrown. The timers do not keep
 * the process alive.
 */
export function startMailWorker({
  db,
  transport,
  logger,
  intervalMs = 5000,
  batchSize = DEFAULT_BATCH_SIZE,
  maxAttempts = DEFAULT_MAX_ATTEMPTS,
  storage,
}: MailWorkerOptions): MailWorker {
  const log = logger.child({ module: "mail" });
  let stopped = false;
  let running: Promise<void> | null = null;
  let rerun = false;
  let kickTimer: NodeJS.Timeout | null = null;

  const loop = async () => {
    do {
      rerun = false;
      try {
        const { sent, failed } = await deliverDueMail(db, transport, { batchSize, maxAttempts, logger: log, storage });
        if (sent > 0 || failed > 0) log.info({ sent, failed }, "mail outbox processed");
        if (sent + failed >= batchSize) rerun = true;
      } catch (error) {
        log.error({ err: error }, "mail outbox could not be processed");
      }
    } while (rerun && !stopped);
  };

  const run = () => {
    if (stopped) return;
    if (running) {
      rerun = true;
      return;
    }
    running = loop().finally(() => {
      running = null;
    });
  };

  const interval = setInterval(run, intervalMs);
  interval.unref();
  run();

  return {
    kick() {
      if (stopped || kickTimer) return;
      kickTimer = setTimeout(() => {
        kickTimer = null;
        run();
      }, 0);
      kickTimer.unref();
    },
    async stop() {
      stopped = true;
      clearInterval(interval);
      if (kickTimer) clearTimeout(kickTimer);
      kickTimer = null;
      await running;
    },
  };
}
