// /tesekkur/yanit/:token, the sender's answer to a recipient's thank-you note (docs/product.md#thank-you-notes): the
// note, the whole thread, and — unless this note is answered or the thread closed — the one answer, with
// `Kim olduğumu söyle` and a name of the sender's own choosing. `Bildir` and `Bu konuşmayı kapat` each ask first, on
// the same page (`?onay=`), so everything works without JavaScript. Post, redirect, get.
// The link is in a mail that may be forwarded: the page never shows the order's number, the recipient's name,
// address or phone, nor the sender's e-mail; it is never cached or indexed and sends no referrer to other sites.
import { data, Form, isRouteErrorResponse, Link, redirect, useNavigation } from "react-router";
import { NotFoundView } from "~/components/shop/not-found-view";
import { Banner } from "~/components/ui/banner";
import { Button, buttonClass } from "~/components/ui/button";
import { Field, inputClass, labelClass } from "~/components/ui/field";
import { thanksText } from "~/lib/i18n/thanks";
import { thanksSenderText as t } from "~/lib/i18n/thanks-sender";
import { tr } from "~/lib/i18n/tr";
import { isUuid } from "~/lib/input";
import { orderSellerFrom } from "~/lib/shop-settings";
import { THANKS_LIMITS } from "~/lib/thanks";
import { seoMeta, seoSiteFrom } from "~/lib/seo";
import { newOrderNoticeAddress } from "~/modules/orders/order-mail.server";
import { readForm } from "~/modules/platform/form-data.server";
import { getShopSettings } from "~/modules/settings/shop-settings.server";
import { checkReplyToken, replyLinkKey } from "~/modules/thanks/reply-links.server";
import { type AnswerFieldError, answerNote, type AnswerValues, findNoteOfToken, parseAnswerForm } from "~/modules/thanks/sender-answers.server";
import { closeThread, photoLinks, reportThread } from "~/modules/thanks/threads.server";
import type { Route } from "./+types/thanks-reply";

// `same-origin`, not `no-referrer`: the link's token never goes to another site as a Referer, and the browser still
// sends the Origin header that the shop's cross-site guard needs on the page's own form posts (under `no-referrer`
// Chrome sends `Origin: null`, which the guard refuses).
const PRIVATE = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex, nofollow", "Referrer-Policy": "same-origin" };
const DONE = ["answered", "closed", "reported"] as const;
type Done = (typeof DONE)[number];

/** The note the link names: a forged link is a 404, an expired link a 410, and so is a thread or code that is gone. */
async function noteOfLink(context: Route.LoaderArgs["context"], token: string | undefined) {
  const check = checkReplyToken(await replyLinkKey(context.db), token);
  if (check.kind === "invalid") throw data({ reason: "not-found" }, { status: 404, headers: PRIVATE });
  if (check.kind === "expired") throw data({ reason: "expired" }, { status: 410, headers: PRIVATE });
  const settings = await getShopSettings(context.db);
  const lookup = await findNoteOfToken(context.db, check.id, settings.thanks.validDays);
  if (lookup.kind === "gone") throw data({ reason: "gone" }, { status: 410, headers: PRIVATE });
  return { ...lookup.found, settings };
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { note, thread, answer } = await noteOfLink(context, params.token);
  const url = new URL(request.url);
  const links = await photoLinks(context.db, thread.messages);
  const asked = url.searchParams.get("onay");
  const messageId = url.searchParams.get("mesaj");
  const reportable = thread.messages.find((m) => m.id === messageId && m.author === "recipient");
  const confirm = thread.closedAt
    ? null
    : asked === "kapat"
      ? { kind: "close" as const }
      : asked === "bildir" && reportable
        ? { kind: "report" as const, messageId: reportable.id }
        : null;
  const done = DONE.find((d) => d === url.searchParams.get("durum")) ?? null;
  // Only what the sender may see: the messages, the recipient's nickname and the sender's own told name.
  return data(
    {
      noteId: note.id,
      nickname: thread.recipientNickname,
      senderName: thread.senderName,
      closedBy: thread.closedBy,
      reported: thread.reportedAt !== null,
      full: thread.messages.length >= THANKS_LIMITS.threadMessagesMax,
      answer: answer ? { body: answer.body } : null,
      messages: thread.messages.map((m) => ({ id: m.id, author: m.author, body: m.body, photoUrl: links[m.id] ?? null, isNote: m.id === note.id })),
      confirm,
      done,
    },
    { headers: PRIVATE },
  );
}

interface Refusal {
  errors: { body?: AnswerFieldError; senderName?: AnswerFieldError; form?: string };
  values: AnswerValues;
}
const EMPTY: AnswerValues = { body: "", reveal: false, senderName: "" };

export async function action({ request, params, context }: Route.ActionArgs) {
  const { note, thread, seller, settings } = await noteOfLink(context, params.token);
  const self = `/tesekkur/yanit/${params.token}`;
  const form = await readForm(request);
  if (!form) return data<Refusal>({ errors: { form: t.badForm }, values: EMPTY }, { status: 400, headers: PRIVATE });
  const intent = form.get("intent");
  if (intent === "close") {
    await closeThread(context.db, thread.id, "sender");
    return redirect(`${self}?durum=closed`, { status: 303, headers: PRIVATE });
  }
  if (intent === "report") {
    const messageId = form.get("messageId");
    const message = thread.messages.find((m) => isUuid(messageId) && m.id === messageId && m.author === "recipient");
    if (!message) return data<Refusal>({ errors: { form: t.badForm }, values: EMPTY }, { status: 400, headers: PRIVATE });
    await reportThread(context.db, thread.id, "sender", {
      seller: seller ?? orderSellerFrom(settings),
      publicUrl: context.env.PUBLIC_URL,
      notifyTo: newOrderNoticeAddress(settings, context.env.SHOP_NOTIFY_EMAIL),
    });
    context.jobs.kickMail();
    context.logger.info({ requestId: context.requestId, threadId: thread.id }, "thank-you thread reported by the sender");
    return redirect(`${self}?durum=reported`, { status: 303, headers: PRIVATE });
  }
  if (intent !== "answer") return data<Refusal>({ errors: { form: t.badForm }, values: EMPTY }, { status: 400, headers: PRIVATE });
  const parsed = parseAnswerForm(form);
  if (!parsed.ok) return data<Refusal>({ errors: parsed.errors, values: parsed.values }, { status: 400, headers: PRIVATE });
  const result = await answerNote(context.db, { noteId: note.id, body: parsed.body, revealName: parsed.revealName });
  if (!result.ok) {
    // Answered meanwhile (another tab, a double post): the page shows that answer.
    if (result.reason === "already-answered") return redirect(self, { status: 303, headers: PRIVATE });
    const values = { body: parsed.body, reveal: parsed.revealName !== null, senderName: parsed.revealName ?? "" };
    return data<Refusal>({ errors: { form: t.refusals[result.reason] }, values }, { status: 409, headers: PRIVATE });
  }
  context.logger.info({ requestId: context.requestId, threadId: thread.id, revealed: result.revealed }, "thank-you note answered");
  return redirect(`${self}?durum=answered`, { status: 303, headers: PRIVATE });
}

export function headers({ loaderHeaders, actionHeaders, errorHeaders }: Route.HeadersArgs) {
  return errorHeaders ?? (actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders);
}

export const meta: Route.MetaFunction = ({ matches, params }) =>
  seoMeta(seoSiteFrom(matches), { title: t.title, description: t.lead, path: `/tesekkur/yanit/${params.token}`, noindex: true });

type Loaded = Route.ComponentProps["loaderData"];

function Thread({ loaded, self }: { loaded: Loaded; self: string }) {
  const canReport = loaded.closedBy === null;
  return (
    <section aria-labelledby="reply-thread-title" className="mt-8">
      <h2 id="reply-thread-title" className="text-lg font-bold">
        {t.thread}
      </h2>
      <ol className="mt-3 space-y-3" data-testid="reply-thread">
        {loaded.messages.map((m) => (
          <li
            key={m.id}
            data-author={m.author}
            className={`rounded-2xl border p-4 ${m.author === "sender" ? "ml-6 border-brand-200 bg-brand-50" : "mr-6 border-gray-200 bg-white"}`}
          >
            <p className="text-sm font-semibold text-gray-700">
              {m.author === "recipient" ? thanksText.author.recipient(loaded.nickname) : `${t.you} (${thanksText.author.sender(loaded.senderName)})`}
            </p>
            <p className="mt-1 whitespace-pre-line break-words">{m.body}</p>
            {m.photoUrl && <img src={m.photoUrl} alt={t.photo} className="mt-3 max-h-80 w-auto max-w-full rounded-lg" loading="lazy" />}
            {m.author === "recipient" && canReport && (
              <Link
                to={`${self}?onay=bildir&mesaj=${m.id}#onay`}
                className="mt-2 inline-flex min-h-11 items-center text-sm font-semibold text-red-700 underline"
                data-testid="reply-report"
              >
                {thanksText.report}
              </Link>
            )}
          </li>
        ))}
      </ol>
    </section>
  );
}

function Confirm({ confirm, self }: { confirm: NonNullable<Loaded["confirm"]>; self: string }) {
  const report = confirm.kind === "report";
  return (
    <Form method="post" action={self} id="onay" className="mt-6 rounded-2xl border-2 border-red-300 bg-red-50 p-4" data-testid="reply-confirm">
      <h2 className="text-lg font-bold">{report ? t.confirm.reportTitle : t.confirm.closeTitle}</h2>
      <p className="mt-1 text-sm text-gray-800">{report ? t.confirm.reportText : t.confirm.closeText}</p>
      <input type="hidden" name="intent" value={confirm.kind} />
      {report && <input type="hidden" name="messageId" value={confirm.messageId} />}
      <div className="mt-3 flex flex-wrap gap-2">
        <Button type="submit" variant="danger">
          {report ? t.confirm.reportButton : t.confirm.closeButton}
        </Button>
        <Link to={self} className={buttonClass({ variant: "secondary" })}>
          {t.confirm.cancel}
        </Link>
      </div>
    </Form>
  );
}

function AnswerForm({ loaded, self, refusal }: { loaded: Loaded; self: string; refusal: Refusal | undefined }) {
  const navigation = useNavigation();
  const sending = navigation.state === "submitting";
  const errors = refusal?.errors ?? {};
  const values = refusal?.values ?? EMPTY;
  return (
    <Form method="post" action={self} className="mt-8 space-y-4 rounded-2xl border border-gray-200 bg-white p-4 sm:p-5" data-testid="reply-form">
      <h2 className="text-lg font-bold">{t.answerTitle}</h2>
      {(errors.form || errors.body || errors.senderName) && (
        <Banner tone="error" testId="reply-error">
          {errors.form ?? t.formError}
        </Banner>
      )}
      <input type="hidden" name="intent" value="answer" />
      <Field label={t.body} hint={t.bodyHint} error={errors.body ? t.fieldErrors[errors.body] : null} id="reply-body">
        {(control) => (
          <textarea {...control} name="body" required maxLength={THANKS_LIMITS.messageMax} rows={5} defaultValue={values.body} className={inputClass} />
        )}
      </Field>
      {loaded.senderName ? (
        <p className="text-sm text-gray-800" data-testid="reply-revealed">
          {t.revealedAlready(loaded.senderName)}
        </p>
      ) : (
        <fieldset className="space-y-3 rounded-xl border border-gray-200 p-3">
          <legend className="sr-only">{t.reveal}</legend>
          <div className="flex min-h-11 items-center gap-3">
            <input
              id="reply-reveal"
              type="checkbox"
              name="reveal"
              value="on"
              defaultChecked={values.reveal}
              className="h-5 w-5 shrink-0"
              aria-describedby="reply-reveal-hint"
            />
            <label htmlFor="reply-reveal" className={labelClass}>
              {t.reveal}
            </label>
          </div>
          <Field label={t.senderName} error={errors.senderName ? t.fieldErrors[errors.senderName] : null} id="reply-sender-name">
            {(control) => (
              <input
                {...control}
                name="senderName"
                maxLength={THANKS_LIMITS.revealNameMax}
                defaultValue={values.senderName}
                autoComplete="off"
                className={inputClass}
              />
            )}
          </Field>
          <p id="reply-reveal-hint" className="text-xs text-gray-700">
            {t.revealHint}
          </p>
        </fieldset>
      )}
      <Button type="submit" disabled={sending} className="w-full" data-testid="reply-submit">
        {sending ? t.submitting : t.submit}
      </Button>
    </Form>
  );
}

const doneText: Record<Done, string> = { answered: t.sent, closed: t.closedNotice, reported: t.reportedNotice };

export default function ThanksReplyPage({ loaderData, actionData, params }: Route.ComponentProps) {
  const loaded = loaderData;
  const self = `/tesekkur/yanit/${params.token}`;
  const note = loaded.messages.find((m) => m.isNote);
  return (
    <div className="mx-auto max-w-lg px-4 py-8 sm:py-12">
      <h1 className="text-2xl font-extrabold sm:text-3xl">{t.title}</h1>
      <p className="mt-2 text-gray-700">{t.lead}</p>
      {loaded.done && (
        <Banner tone="success" testId="reply-done" className="mt-4 text-sm">
          {doneText[loaded.done]}
        </Banner>
      )}
      {note && (
        <section className="mt-6 rounded-2xl border-2 border-brand-200 bg-white p-4" data-testid="reply-note" aria-labelledby="reply-note-title">
          <h2 id="reply-note-title" className="text-sm font-semibold text-gray-700">
            {t.note} · {thanksText.author.recipient(loaded.nickname)}
          </h2>
          <p className="mt-2 whitespace-pre-line break-words text-lg">{note.body}</p>
          {note.photoUrl && <img src={note.photoUrl} alt={t.photo} className="mt-3 max-h-96 w-auto max-w-full rounded-lg" />}
        </section>
      )}
      <Thread loaded={loaded} self={self} />
      {loaded.confirm && <Confirm confirm={loaded.confirm} self={self} />}
      {loaded.answer ? (
        <div className="mt-6" data-testid="reply-answered">
          <Banner tone="info" className="mb-2 text-sm">
            {t.answered}
          </Banner>
          <p className="whitespace-pre-line break-words rounded-2xl border border-brand-200 bg-brand-50 p-4">{loaded.answer.body}</p>
        </div>
      ) : loaded.closedBy ? null : loaded.full ? (
        <Banner tone="warning" className="mt-6 text-sm">
          {thanksText.full}
        </Banner>
      ) : (
        <AnswerForm loaded={loaded} self={self} refusal={actionData as Refusal | undefined} />
      )}
      {loaded.closedBy ? (
        <div className="mt-6" data-testid="reply-closed">
          <Banner tone="info" className="text-sm">
            {loaded.reported ? thanksText.reported : thanksText.closed[loaded.closedBy]}
          </Banner>
        </div>
      ) : (
        !loaded.confirm && (
          <Link
            to={`${self}?onay=kapat#onay`}
            className="mt-6 inline-flex min-h-11 items-center text-sm font-semibold text-gray-800 underline"
            data-testid="reply-close"
          >
            {thanksText.close}
          </Link>
        )
      )}
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && (error.status === 404 || error.status === 410)) {
    const text = error.status === 404 ? t.notFound : (error.data as { reason?: string } | null)?.reason === "expired" ? t.expired : t.gone;
    return <NotFoundView title={text.title} text={text.text} backTo="/" backLabel={tr.common.backHome} />;
  }
  throw error;
}
