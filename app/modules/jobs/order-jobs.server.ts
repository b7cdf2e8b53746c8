// Background work inside the server, and the only place payments settle and unpaid orders expire (no page
// request does: docs/product.md#order-page): settle simulated payments, expire stale pending orders, forget
// the addresses of orders no longer unpaid, anonymise orders past the retention period (docs/product.md#kvkk), compact
// the dashboard's figures. Each run is a set of conditional updates, so several processes can run these at
// once; the maintenance round (expiry, refunds, retention) also runs in one process at a time on PostgreSQL.
import type { Database } from "~/db/client.server";
import type { Env } from "~/env.server";
import { runInOneProcessAtATime } from "~/db/one-process-at-a-time.server";
import { failureLog } from "~/modules/platform/failure-log.server";
import type { Logger } from "~/modules/platform/logger.server";
import { mailFilesDir } from "~/modules/mail/transport.server";
import { refreshInstallmentRates } from "~/modules/payments/installment-rates.server";
import { retryPendingRefunds } from "~/modules/payments/refund-sending.server";
import { settleIyzicoOrdersBeforeExpiry } from "~/modules/payments/iyzico-checkout.server";
import { anonymiseExpiredOrders } from "~/modules/privacy/data-requests.server";
import { deleteExpiredThankYouNotes } from "~/modules/privacy/thank-you-notes.server";
import { compactOrderFigures } from "~/modules/orders/dashboard.server";
import { mailSettingsFrom } from "~/modules/orders/order-mail.server";
import { expireStalePendingOrders, expiryWindowsFrom, settleDueSimulatedPayments } from "~/modules/orders/payment-state.server";
import { forgetSettledOrderAddresses } from "~/modules/checkout/unpaid-limit.server";
import { createFileStorage } from "~/modules/media/storage.server";
import { autoApproveProofs } from "~/modules/personalisation/proofs.server";
import { eraseExpiredPersonalData } from "~/modules/personalisation/retention.server";
import { deleteOrphanUploads } from "~/modules/personalisation/uploads.server";
import { inviteDueReviews } from "~/modules/reviews/invitations.server";
import { getShopSettings } from "~/modules/settings/shop-settings.server";

export function startOrderJobs({
  db,
  env,
  logger,
  onPaid,
  settleEveryMs = 500,
  // Often enough that a 15-minute PayTR hold ends within seconds of its time.
  expireEveryMs = 10_000,
  ratesEveryMs = 5 * 60_000,
}: {
  db: Database;
  env: Env;
  logger: Logger;
  onPaid(): void;
  settleEveryMs?: number;
  expireEveryMs?: number;
  ratesEveryMs?: number;
}) {
  let running: Promise<void> = Promise.resolve();
  let stopped = false;
  const mail = mailSettingsFrom(env);
  const windows = expiryWindowsFrom(env);
  // Where the buyers' photos and the proofs live (local disk or S3), for the personal-data rounds below.
  const storage = createFileStorage(env);
  // Settling runs twice a second: while the database is down, one line a minute rather than two a second.
  const failures = failureLog(logger, "order job failed");

  function schedule(task: () => Promise<void>) {
    // One task at a time, so a slow database never piles runs up.
    running = running.then(() =>
      stopped
        ? undefined
        : task().then(
            () => failures.succeeded(),
            (err) => failures.failed(err),
          ),
    );
  }

  const settle = setInterval(
    () =>
      schedule(async () => {
        const settled = await settleDueSimulatedPayments(db, mail);
        if (settled > 0) {
          logger.info({ settled }, "simulated payments completed");
          onPaid();
        }
      }),
    settleEveryMs,
  );
  const expire = setInterval(
    () =>
      // One process at a time across every server on PostgreSQL: a PayTR refund is never sent by two at once.
      schedule(() =>
        runInOneProcessAtATime(db, Boolean(env.DATABASE_URL), "order-maintenance", async () => {
          // iyzico is asked once about each of its unpaid orders about to expire: one paid but never brought back is settled.
          if (await settleIyzicoOrdersBeforeExpiry(db, env, logger, { providerTtlMs: windows.paytrTtlMs })) onPaid();
          const expired = await expireStalePendingOrders(db, new Date(), windows);
          if (expired > 0) logger.info({ expired }, "stale pending orders expired, stock returned");
          // PayTR refunds left without an answer: checked with PayTR, then sent again if it has not made them.
          const refunds = await retryPendingRefunds(db, env, logger);
          if (refunds > 0) logger.info({ refunds }, "pending PayTR refunds settled");
          await forgetSettledOrderAddresses(db);
          // One bounded batch a run, the settings' retention period (dataRetention.orderYears): a backlog of old orders drains over many runs.
          const anonymised = await anonymiseExpiredOrders(db, { mailDir: mailFilesDir(env), storage });
          if (anonymised.orderIds.length > 0) logger.info({ anonymised: anonymised.orderIds.length }, "orders past the retention period anonymised");
          // Personalised orders (docs/product.md#proof, #personal-data-retention): proofs left unanswered are approved,
          // photos, proof images and texts erased N days after delivery or cancellation, uploads no order claimed in 24 h deleted.
          const settings = await getShopSettings(db);
          const { personalisation } = settings;
          const approved = await autoApproveProofs(db, personalisation.proofApprovalDays);
          if (approved.length > 0) logger.info({ approved: approved.length }, "proofs left unanswered approved");
          const erased = await eraseExpiredPersonalData(db, storage, personalisation.photoRetentionDays);
          if (erased.length > 0) logger.info({ orders: erased.length }, "personal photos and texts past their retention erased");
          // Thank-you conversations (docs/product.md#thank-you-notes): deleted once the card's code has expired.
          const thanked = await deleteExpiredThankYouNotes(db, storage, settings.thanks.validDays);
          if (thanked > 0) logger.info({ threads: thanked }, "thank-you conversations past their code's validity deleted");
          const orphans = await deleteOrphanUploads(db, storage);
          if (orphans > 0) logger.info({ orphans }, "personal uploads no order claimed deleted");
          // Verified reviews (docs/product.md#reviews): senders invited the set number of days after delivery or shipping.
          const invited = await inviteDueReviews(db, { publicUrl: mail.publicUrl, settings });
          if (invited.length > 0) logger.info({ invited: invited.length }, "review invitations queued");
          // PostgreSQL's autovacuum does this itself; the embedded database has none.
          if (!env.DATABASE_URL) await compactOrderFigures(db);
        }).then(() => undefined),
      ),
    expireEveryMs,
  );
  // Installment rates (docs/product.md#installments): checked every few minutes, asked from the provider at most once a
  // day. Outside the task queue so a slow provider never holds up settling or expiry; one refresh at a time.
  let refreshing: Promise<void> | null = null;
  const refreshRates = () => {
    if (refreshing || stopped) return;
    refreshing = getShopSettings(db)
      .then((settings) => refreshInstallmentRates(db, env, settings, logger))
      .catch((err: unknown) => logger.warn({ err }, "installment rates refresh failed"))
      .then(() => {
        refreshing = null;
      });
  };
  const rates = setInterval(refreshRates, ratesEveryMs);
  settle.unref();
  expire.unref();
  rates.unref();
  refreshRates();
  schedule(async () => {
    if (await settleIyzicoOrdersBeforeExpiry(db, env, logger, { providerTtlMs: windows.paytrTtlMs })) onPaid();
    await expireStalePendingOrders(db, new Date(), windows);
  });

  return {
    async stop() {
      stopped = true;
      clearInterval(settle);
      clearInterval(expire);
      clearInterval(rates);
      await running;
      await refreshing;
    },
  };
}
