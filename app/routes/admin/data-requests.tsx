// /admin/data-requests: KVKK requests (docs/product.md#kvkk). The owner finds every order of a sender e-mail,
// downloads them (JSON, CSV: /admin/data-requests/export) and anonymises them after a confirmation step.
// Everything is posted: an e-mail address in a URL would end up in logs and the browser's history.
import { Search, ShieldAlert, UserX } from "lucide-react";
import { data, Form, useNavigation } from "react-router";
import { DataRequestDownloads, type DataRequestOrder, DataRequestOrders } from "~/components/admin/data-request-orders";
import { OwnerOnlyBoundary } from "~/components/admin/owner-only-boundary";
import { Banner } from "~/components/ui/banner";
import { Button } from "~/components/ui/button";
import { Field, inputClass } from "~/components/ui/field";
import { CHECKOUT_FIELD_MAX_LENGTH } from "~/lib/checkout-fields";
import { readForm } from "~/modules/platform/form-data.server";
import { adminText } from "~/lib/i18n/admin";
import { privacyText } from "~/lib/i18n/privacy";
import { auditBy, withAuditRecord } from "~/modules/audit/audit-log.server";
import { requireOwnerAction, requireOwnerPage } from "~/modules/auth/guard.server";
import { mailFilesDir } from "~/modules/mail/transport.server";
import { bumpCatalogVersion } from "~/modules/catalog/cache.server";
import { createFileStorage } from "~/modules/media/storage.server";
import type { AdminOrderRow } from "~/modules/orders/admin-orders.server";
import { anonymiseOrdersOfEmail, dataRequestAuditEntry, dataRequestEmail, findOrdersById, findOrdersOfEmail } from "~/modules/privacy/data-requests.server";
import { getShopSettings } from "~/modules/settings/shop-settings.server";
import type { Route } from "./+types/data-requests";

const t = privacyText;

export function headers() {
  return { "Cache-Control": "private, no-store" };
}

export const meta: Route.MetaFunction = () => [{ title: `${t.title} | ${adminText.panel}` }, { name: "robots", content: "noindex, nofollow" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireOwnerPage(request, context);
  const settings = await getShopSettings(context.db);
  return data(
    { retentionYears: settings.dataRetention.orderYears, dataRequestDays: settings.dataRequestDays },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

/** What the page lists of an order: no personal data, only what identifies the order. */
function summary(row: AdminOrderRow): DataRequestOrder {
  return {
    id: row.id,
    orderNumber: row.orderNumber,
    createdAt: row.createdAt,
    totalKurus: row.totalKurus,
    status: row.status,
    anonymised: row.anonymisedAt !== null,
  };
}

type Answer =
  | { stage: "invalid"; email: string }
  | { stage: "none" | "found" | "confirm"; email: string; orders: DataRequestOrder[] }
  | { stage: "done"; email: string; orders: DataRequestOrder[]; orderNumbers: string[] }
  | { stage: "error"; email: string };

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireOwnerAction(request, context);
  const form = await readForm(request);
  const typed = String(form?.get("email") ?? "").slice(0, CHECKOUT_FIELD_MAX_LENGTH.senderEmail + 10);
  const email = dataRequestEmail(typed);
  const answer = (body: Answer, status = 200) => data(body, { status, headers: { "Cache-Control": "private, no-store" } });
  if (!email) return answer({ stage: "invalid", email: typed.trim() }, 400);
  const intent = form?.get("intent");
  try {
    if (intent === "anonymise") {
      const result = await withAuditRecord(
        context.db,
        auditBy(admin, context),
        (tx) => anonymiseOrdersOfEmail(tx, email, new Date(), mailFilesDir(context.env), createFileStorage(context.env)),
        (done) => dataRequestAuditEntry("data_request.anonymise", done),
      );
      // After the commit: product pages showing the erased reviewers' initials and photos are rebuilt.
      if (result.reviews > 0) await bumpCatalogVersion(context.db);
      // The address stays out of the log: the order numbers say which request it was.
      context.logger.info(
        { admin: admin.email, orderNumbers: result.orderNumbers, mails: result.mails, paymentEvents: result.paymentEvents },
        "KVKK request: orders anonymised",
      );
      const orders = (await findOrdersById(context.db, result.orderIds)).map(summary);
      return answer({ stage: "done", email, orders, orderNumbers: result.orderNumbers });
    }
    const orders = (await findOrdersOfEmail(context.db, email)).map(summary);
    if (orders.length === 0) return answer({ stage: "none", email, orders });
    return answer({ stage: intent === "confirm" ? "confirm" : "found", email, orders });
  } catch (error) {
    context.logger.error({ err: error }, "KVKK request failed");
    return answer({ stage: "error", email }, 500);
  }
}

export default function DataRequests({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting";
  const answer = actionData as Answer | undefined;
  const email = answer?.email ?? "";
  return (
    <div className="max-w-4xl space-y-5">
      <div>
        <h1 className="text-2xl font-extrabold">{t.title}</h1>
        <p className="mt-1 text-sm text-gray-700">{t.intro(loaderData.dataRequestDays)}</p>
        <p className="mt-1 text-sm text-gray-700">{t.retention(loaderData.retentionYears)}</p>
      </div>

      <Form method="post" role="search" aria-label={t.title} className="flex flex-wrap items-end gap-3 rounded-xl border border-gray-200 bg-white p-4">
        <Field
          label={t.search.label}
          hint={t.search.help}
          error={answer?.stage === "invalid" ? t.search.invalid : null}
          id="data-request-email"
          className="min-w-64 flex-1"
        >
          {(control) => (
            <input
              {...control}
              name="email"
              type="email"
              required
              autoComplete="off"
              maxLength={CHECKOUT_FIELD_MAX_LENGTH.senderEmail}
              defaultValue={email}
              key={email}
              className={`${inputClass} min-h-11`}
            />
          )}
        </Field>
        <Button
          type="submit"
          name="intent"
          value="search"
          busy={busy && navigation.formData?.get("intent") === "search"}
          className="text-sm"
          data-testid="data-request-search"
        >
          <Search aria-hidden="true" className="h-4 w-4" /> {t.search.submit}
        </Button>
      </Form>

      {answer?.stage === "error" && <Banner tone="error">{t.error}</Banner>}
      {answer?.stage === "none" && (
        <Banner tone="info" testId="data-request-none">
          {t.noOrders(answer.email)}
        </Banner>
      )}
      {answer?.stage === "done" && (
        <Banner tone="success" testId="data-request-done">
          {t.done(answer.orderNumbers)}
        </Banner>
      )}

      {(answer?.stage === "found" || answer?.stage === "confirm" || answer?.stage === "done") && answer.orders.length > 0 && (
        <section aria-labelledby="data-request-found" className="space-y-3">
          <h2 id="data-request-found" className="text-lg font-bold" aria-live="polite">
            {answer.stage === "done" ? t.anonymisedOrders : t.found(answer.orders.length, answer.email)}
          </h2>
          <DataRequestOrders orders={answer.orders} />
          {answer.stage !== "done" && <DataRequestDownloads email={answer.email} />}
          {answer.stage === "found" && (
            <Form method="post">
              <input type="hidden" name="email" value={answer.email} />
              <Button type="submit" name="intent" value="confirm" variant="dangerOutline" size="sm" data-testid="data-request-anonymise">
                <UserX aria-hidden="true" className="h-4 w-4" /> {t.anonymise}
              </Button>
            </Form>
          )}
          {answer.stage === "confirm" && (
            <section
              aria-labelledby="data-request-confirm"
              className="space-y-3 rounded-xl border-2 border-red-300 bg-red-50 p-4"
              data-testid="data-request-confirm"
            >
              <h3 id="data-request-confirm" className="flex items-center gap-2 font-bold text-red-900">
                <ShieldAlert aria-hidden="true" className="h-5 w-5" /> {t.confirm.title}
              </h3>
              <p className="text-sm text-gray-900">{t.confirm.body(answer.orders.filter((o) => !o.anonymised).length)}</p>
              <p className="text-sm font-semibold text-red-900">{t.confirm.warning}</p>
              <Form method="post" className="flex flex-wrap gap-2">
                <input type="hidden" name="email" value={answer.email} />
                <Button type="submit" name="intent" value="anonymise" variant="danger" size="sm" busy={busy} data-testid="data-request-confirm-anonymise">
                  {t.confirm.submit}
                </Button>
                <Button type="submit" name="intent" value="search" variant="subtle" size="sm" disabled={busy}>
                  {t.confirm.cancel}
                </Button>
              </Form>
            </section>
          )}
        </section>
      )}
    </div>
  );
}

export { OwnerOnlyBoundary as ErrorBoundary };
