// /admin/thank-you-notes: the owner's view of thank-you conversations (docs/product.md#thank-you-notes), reported ones
// first (?filter=reported|all, ?page=). The list shows no content. `Oku` (a post, audited) shows a reported thread's
// messages; the server refuses any other with a 403 and returns nothing. `Kapat` ends an open thread (audited).
// Who may act: any signed-in admin, owner or staff, as on /admin/reviews; every read names its reader in the audit log.
import { FilterTabs } from "~/components/admin/filter-tabs";
import { data, Form, redirect } from "react-router";
import { adminOrderHref } from "~/components/admin/order-links";
import { AdminPagination } from "~/components/admin/pagination";
import { Banner } from "~/components/ui/banner";
import { Button } from "~/components/ui/button";
import { adminText } from "~/lib/i18n/admin";
import { adminThanksText as t } from "~/lib/i18n/admin-thanks";
import { parsePage } from "~/lib/input";
import type { ThanksAuthor } from "~/lib/thanks";
import { auditBy } from "~/modules/audit/audit-log.server";
import { requireAdminAction, requireAdminPage } from "~/modules/auth/guard.server";
import { readForm } from "~/modules/platform/form-data.server";
import {
  closeThreadAsOwner,
  isOwnerThreadFilter,
  listThreadsForOwner,
  type OwnerThreadFilter,
  type OwnerThreadPage,
  type OwnerThreadRow,
  readReportedThread,
} from "~/modules/thanks/owner-threads.server";
import { photoLinks } from "~/modules/thanks/threads.server";
import type { Route } from "./+types/thank-you-notes";

const LIST_URL = "/admin/thank-you-notes";
const MAX_PAGE = 100_000;
const HEADERS = { "Cache-Control": "private, no-store" };
/** The filter's choices, in the order shown (the module's OWNER_THREAD_FILTERS; a copy, since the page runs in the browser too). */
const FILTERS: readonly OwnerThreadFilter[] = ["reported", "all"];

function listHref(filter: OwnerThreadFilter, page = 1, done?: "closed"): string {
  const params = new URLSearchParams({ filter });
  if (page > 1) params.set("page", String(page));
  if (done) params.set("done", done);
  return `${LIST_URL}?${params}`;
}

export function headers() {
  return HEADERS;
}

export const meta: Route.MetaFunction = () => [{ title: `${t.title} | ${adminText.panel}` }, { name: "robots", content: "noindex, nofollow" }];

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdminPage(request, context);
  const url = new URL(request.url);
  const raw = url.searchParams.get("filter");
  const filter: OwnerThreadFilter = isOwnerThreadFilter(raw) ? raw : "reported";
  const page = parsePage(url.searchParams.get("page"), MAX_PAGE);
  let list: OwnerThreadPage = { filter, threads: [], counts: { reported: 0, all: 0 }, page: 1, pages: 1 };
  let loadError: string | null = null;
  try {
    list = await listThreadsForOwner(context.db, filter, page);
  } catch (error) {
    context.logger.error({ err: error }, "thank-you threads could not be loaded");
    loadError = t.loadError;
  }
  return { ...list, notice: url.searchParams.get("done") === "closed" ? t.notices.closed : null, loadError };
}

export interface ReadMessage {
  id: string;
  author: ThanksAuthor;
  body: string;
  photoUrl: string | null;
  createdAt: string;
}
export type ThanksActionAnswer =
  | { kind: "read"; threadId: string; orderNumber: string; nickname: string | null; senderName: string | null; messages: ReadMessage[] }
  | { kind: "error"; error: string; threadId: string };

export async function action({ request, context }: Route.ActionArgs) {
  const admin = await requireAdminAction(request, context);
  const form = await readForm(request);
  const text = (name: string) => (typeof form?.get(name) === "string" ? String(form?.get(name)) : "");
  const intent = text("intent");
  const threadId = text("threadId");
  const by = auditBy(admin, context);
  const refused = (error: string, status: number) => data<ThanksActionAnswer>({ kind: "error", error, threadId }, { status, headers: HEADERS });
  if (!form) return refused(t.errors.actionFailed, 400);
  try {
    if (intent === "read") {
      const result = await readReportedThread(context.db, threadId, by);
      if (!result.ok) return refused(t.errors[result.reason], result.reason === "not-reported" ? 403 : 404);
      context.logger.info({ by: admin.id, threadId }, "reported thank-you thread read");
      const links = await photoLinks(context.db, result.thread.messages);
      return data<ThanksActionAnswer>(
        {
          kind: "read",
          threadId: result.thread.id,
          orderNumber: result.orderNumber,
          nickname: result.thread.recipientNickname,
          senderName: result.thread.senderName,
          messages: result.thread.messages.map((m) => ({
            id: m.id,
            author: m.author,
            body: m.body,
            photoUrl: links[m.id] ?? null,
            createdAt: m.createdAt.toISOString(),
          })),
        },
        { headers: HEADERS },
      );
    }
    if (intent === "close") {
      const result = await closeThreadAsOwner(context.db, threadId, by);
      if (!result.ok) return refused(t.errors[result.reason], result.reason === "not-found" ? 404 : 409);
      const filter = isOwnerThreadFilter(text("filter")) ? (text("filter") as OwnerThreadFilter) : "reported";
      return redirect(listHref(filter, parsePage(text("page"), MAX_PAGE), "closed"), 303);
    }
    return refused(t.errors.unknownIntent, 400);
  } catch (error) {
    context.logger.error({ err: error, threadId, intent }, "thank-you thread action failed");
    return refused(t.errors.actionFailed, 500);
  }
}

const dateFormat = new Intl.DateTimeFormat("tr-TR", { dateStyle: "medium", timeZone: "Europe/Istanbul" });
const dateTimeFormat = new Intl.DateTimeFormat("tr-TR", { dateStyle: "medium", timeStyle: "short", timeZone: "Europe/Istanbul" });

function stateOf(row: OwnerThreadRow): string {
  const parts: string[] = [];
  if (row.reportedBy) parts.push(t.state.reportedBy[row.reportedBy]);
  if (row.closedBy && !(row.reportedBy && row.closedBy === row.reportedBy)) parts.push(t.state.closedBy[row.closedBy]);
  return parts.length > 0 ? parts.join(" · ") : t.state.open;
}

function ThreadRow({ row, filter, page }: { row: OwnerThreadRow; filter: OwnerThreadFilter; page: number }) {
  return (
    <li className="rounded-2xl border border-gray-200 bg-white p-4" data-testid="thanks-owner-row" data-thread-id={row.id}>
      <dl className="grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-4">
        <div>
          <dt className="text-gray-700">{t.columns.order}</dt>
          <dd>
            <a href={adminOrderHref({ id: row.orderId, orderNumber: row.orderNumber })} className="font-semibold text-brand-700 underline">
              {row.orderNumber}
            </a>
          </dd>
        </div>
        <div>
          <dt className="text-gray-700">{t.columns.state}</dt>
          <dd className="font-semibold">
            {stateOf(row)}
            {row.unread && <span className="ml-2 rounded-full bg-red-100 px-2 text-xs text-red-800">{t.state.unread}</span>}
          </dd>
        </div>
        <div>
          <dt className="text-gray-700">{t.columns.messages}</dt>
          <dd>{t.messageCount(row.messageCount)}</dd>
        </div>
        <div>
          <dt className="text-gray-700">{t.columns.created}</dt>
          <dd>{dateFormat.format(new Date(row.createdAt))}</dd>
        </div>
      </dl>
      <div className="mt-3 flex flex-wrap gap-2">
        {row.reportedAt && (
          <Form method="post" action={LIST_URL}>
            <input type="hidden" name="intent" value="read" />
            <input type="hidden" name="threadId" value={row.id} />
            <Button type="submit" variant="secondary" size="compact" data-testid="thanks-owner-read">
              {t.read}
            </Button>
          </Form>
        )}
        {!row.closedAt && (
          <Form method="post" action={LIST_URL}>
            <input type="hidden" name="intent" value="close" />
            <input type="hidden" name="threadId" value={row.id} />
            <input type="hidden" name="filter" value={filter} />
            <input type="hidden" name="page" value={page} />
            <Button type="submit" variant="dangerOutline" size="compact" data-testid="thanks-owner-close">
              {t.close}
            </Button>
          </Form>
        )}
      </div>
    </li>
  );
}

function Reading({ answer }: { answer: Extract<ThanksActionAnswer, { kind: "read" }> }) {
  const r = t.reading;
  return (
    <section className="mb-6 rounded-2xl border-2 border-amber-300 bg-white p-4" data-testid="thanks-owner-reading" aria-labelledby="thanks-reading-title">
      <h2 id="thanks-reading-title" className="text-lg font-bold">
        {r.title(answer.orderNumber)}
      </h2>
      <p className="mt-1 text-xs font-semibold text-amber-900">{r.audited}</p>
      <ol className="mt-3 space-y-3">
        {answer.messages.map((m) => (
          <li key={m.id} className="rounded-xl border border-gray-200 p-3" data-author={m.author}>
            <p className="text-xs text-gray-700">
              {r.author[m.author]}
              {m.author === "recipient" && answer.nickname ? ` (${r.nickname(answer.nickname)})` : ""}
              {m.author === "sender" && answer.senderName ? ` (${r.revealed(answer.senderName)})` : ""} · {dateTimeFormat.format(new Date(m.createdAt))}
            </p>
            <p className="mt-1 whitespace-pre-line break-words">{m.body}</p>
            {m.photoUrl && <img src={m.photoUrl} alt={r.photo} className="mt-2 max-h-64 w-auto max-w-full rounded-lg" />}
          </li>
        ))}
      </ol>
      <a href={LIST_URL} className="mt-3 inline-flex min-h-11 items-center text-sm font-semibold text-brand-700 underline">
        {r.back}
      </a>
    </section>
  );
}

export default function AdminThankYouNotes({ loaderData, actionData }: Route.ComponentProps) {
  const { filter, threads, counts, page, pages, notice, loadError } = loaderData;
  const answer = (actionData as ThanksActionAnswer | undefined) ?? null;
  return (
    <div className="mx-auto max-w-4xl">
      {notice && (
        <Banner tone="success" testId="admin-notice">
          {notice}
        </Banner>
      )}
      {answer?.kind === "error" && (
        <Banner tone="error" testId="form-error">
          {answer.error}
        </Banner>
      )}
      {loadError && (
        <Banner tone="error" testId="load-error">
          {loadError}
        </Banner>
      )}
      <h1 className="text-2xl font-extrabold">{t.title}</h1>
      <p className="mb-4 mt-1 max-w-2xl text-sm text-gray-700" data-testid="thanks-owner-help">
        {t.help}
      </p>
      {answer?.kind === "read" && <Reading answer={answer} />}
      <FilterTabs label={t.filtersLabel} options={FILTERS} current={filter} labels={t.filters} counts={counts} href={listHref} testIdPrefix="thanks-filter" />
      {threads.length === 0 && !loadError ? (
        <p className="rounded-2xl border border-dashed border-gray-300 bg-white p-10 text-center text-gray-700" data-testid="thanks-owner-empty">
          {t.empty[filter]}
        </p>
      ) : (
        <ul className="space-y-3" data-testid="thanks-owner-list">
          {threads.map((row) => (
            <ThreadRow key={row.id} row={row} filter={filter} page={page} />
          ))}
        </ul>
      )}
      <div className="mt-4">
        <AdminPagination page={page} pages={pages} href={(n) => listHref(filter, n)} />
      </div>
    </div>
  );
}
