// /tesekkur/:code, the recipient's page (docs/product.md#thank-you-notes): the card's message, the thread with the
// anonymous sender, and the note form — phone first, plain multipart forms, nothing that needs JavaScript (the
// confirmations of `Bildir` and `Bu konuşmayı kapat` are <details>). It shows nothing else of the order: no number,
// no dates, no city, no sender's e-mail or name (only a name the sender chose to tell). Unknown and withdrawn codes
// are one 404; an expired code a 410 without the thread. Posts are rate-limited per address (RATE_LIMIT_THANKS).
import { Gift, Lock } from "lucide-react";
import { data, Form, isRouteErrorResponse, redirect, useNavigation } from "react-router";
import { NotFoundView } from "~/components/shop/not-found-view";
import { Banner } from "~/components/ui/banner";
import { Button } from "~/components/ui/button";
import { PhotoField } from "~/components/shop/photo-field";
import { Field, inputClass } from "~/components/ui/field";
import { uploadRefusalText } from "~/lib/i18n/personal-fields";
import { thanksText } from "~/lib/i18n/thanks";
import { thanksRecipientText } from "~/lib/i18n/thanks-recipient";
import { isUuid } from "~/lib/input";
import { seoMeta, seoSiteFrom } from "~/lib/seo";
import { orderSellerFrom } from "~/lib/shop-settings";
import { formatThanksCode, THANKS_LIMITS, THANKS_PATH, type ThanksAuthor } from "~/lib/thanks";
import { createFileStorage } from "~/modules/media/storage.server";
import { newOrderNoticeAddress } from "~/modules/orders/order-mail.server";
import { MAX_PHOTO_BYTES } from "~/modules/personalisation/photos.server";
import { readForm, RequestTooLargeError } from "~/modules/platform/form-data.server";
import { getShopSettings } from "~/modules/settings/shop-settings.server";
import { parseNoteForm, sendRecipientNote, type NoteErrors, type NoteValues } from "~/modules/thanks/recipient-notes.server";
import { findThanksCode } from "~/modules/thanks/thanks-codes.server";
import { closeThread, photoLinks, readThreadOfOrder, reportThread, type Thread } from "~/modules/thanks/threads.server";
import type { Route } from "./+types/thanks";

const t = thanksRecipientText.page;
// The code is in the address: the request guards answer `Referrer-Policy: same-origin` (server/http/request-guards.ts),
// so no other site learns it from a link.
const PRIVATE = { "Cache-Control": "private, no-store", "X-Robots-Tag": "noindex, nofollow" };
const STATUSES = ["gonderildi", "kapatildi", "bildirildi"] as const;
type Status = (typeof STATUSES)[number];

/** The open (or not yet open) code of the address; an unknown one is a 404, an expired one a 410. */
async function codeOf(context: Route.LoaderArgs["context"], raw: string | undefined) {
  const settings = await getShopSettings(context.db);
  const found = await findThanksCode(context.db, raw, settings.thanks.validDays);
  if (!found) throw data({ reason: "not-found" }, { status: 404, headers: PRIVATE });
  if (found.state === "expired") throw data({ reason: "expired" }, { status: 410, headers: PRIVATE });
  return { found, settings, self: `${THANKS_PATH}/${formatThanksCode(found.code)}` };
}

interface MessageView {
  id: string;
  author: ThanksAuthor;
  name: string;
  body: string;
  photoUrl: string | null;
}

/** Only what the page shows: never the thread's order, never its dates. */
async function threadView(context: Route.LoaderArgs["context"], thread: Thread) {
  const photos = await photoLinks(context.db, thread.messages);
  const messages: MessageView[] = thread.messages.map((message) => ({
    id: message.id,
    author: message.author,
    name: message.author === "recipient" ? thanksText.author.recipient(thread.recipientNickname) : thanksText.author.sender(thread.senderName),
    body: message.body,
    photoUrl: photos[message.id] ?? null,
  }));
  return {
    messages,
    revealedName: thread.senderName,
    closedBy: thread.closedBy,
    reported: thread.reportedAt !== null,
    full: thread.messages.length >= THANKS_LIMITS.threadMessagesMax,
  };
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { found, self } = await codeOf(context, params.code);
  const search = new URL(request.url).searchParams;
  // One address per code: the printed form.
  if (params.code !== self.slice(THANKS_PATH.length + 1)) throw redirect(`${self}${search.size > 0 ? `?${search}` : ""}`, { headers: PRIVATE });
  if (found.state === "not-yet") return data({ state: "not-yet" as const }, { headers: PRIVATE });
  const thread = await readThreadOfOrder(context.db, found.orderId);
  const status = search.get("durum");
  return data(
    {
      state: "open" as const,
      self,
      cardMessage: found.cardMessage,
      thread: thread ? await threadView(context, thread) : null,
      status: STATUSES.includes(status as Status) ? (status as Status) : null,
    },
    { headers: PRIVATE },
  );
}

interface Refusal {
  errors: NoteErrors & { form?: string };
  values: NoteValues;
}

const EMPTY_VALUES: NoteValues = { body: "", nickname: "" };
const refused = (refusal: Refusal, status = 400) => data<Refusal>(refusal, { status, headers: PRIVATE });

export async function action({ request, params, context }: Route.ActionArgs) {
  const { found, settings, self } = await codeOf(context, params.code);
  if (found.state !== "open") return redirect(self, { headers: PRIVATE });
  let form: FormData | null;
  try {
    form = await readForm(request, { maxBytes: MAX_PHOTO_BYTES + 64 * 1024 });
  } catch (error) {
    if (!(error instanceof RequestTooLargeError)) throw error;
    return refused({ errors: { photo: uploadRefusalText.too_large }, values: EMPTY_VALUES }, 413);
  }
  if (!form) return refused({ errors: { form: t.badForm }, values: EMPTY_VALUES });
  const intent = form.get("intent");
  if (intent === "close" || intent === "report") {
    const thread = await readThreadOfOrder(context.db, found.orderId);
    if (!thread) return redirect(self, { headers: PRIVATE });
    if (intent === "close") {
      await closeThread(context.db, thread.id, "recipient");
      return redirect(`${self}?durum=kapatildi`, { headers: PRIVATE });
    }
    const messageId = form.get("messageId");
    if (!isUuid(messageId) || !thread.messages.some((message) => message.id === messageId.toLowerCase())) return redirect(self, { headers: PRIVATE });
    const notifyTo = newOrderNoticeAddress(settings, context.env.SHOP_NOTIFY_EMAIL);
    await reportThread(context.db, thread.id, "recipient", { seller: orderSellerFrom(settings), publicUrl: context.env.PUBLIC_URL, notifyTo });
    context.logger.info({ requestId: context.requestId, threadId: thread.id }, "thank-you thread reported");
    return redirect(`${self}?durum=bildirildi`, { headers: PRIVATE });
  }
  const parsed = parseNoteForm(form);
  if (!parsed.ok) return refused({ errors: parsed.errors, values: parsed.values });
  const photo = form.get("photo");
  const result = await sendRecipientNote(context.db, createFileStorage(context.env), {
    code: found,
    body: parsed.input.body,
    nickname: parsed.input.nickname,
    photo: photo instanceof File && photo.size > 0 ? new Uint8Array(await photo.arrayBuffer()) : null,
    mail: { publicUrl: context.env.PUBLIC_URL, seller: orderSellerFrom(settings) },
  });
  const values = { body: parsed.input.body, nickname: parsed.input.nickname ?? "" };
  if (!result.ok && result.reason === "photo") return refused({ errors: { photo: uploadRefusalText[result.refusal] }, values });
  if (!result.ok) return refused({ errors: { form: t.refused[result.reason] }, values }, result.reason === "daily-limit" ? 429 : 409);
  context.logger.info({ requestId: context.requestId, threadId: result.threadId, messageId: result.messageId }, "thank-you note sent");
  return redirect(`${self}?durum=gonderildi`, { headers: PRIVATE });
}

export function headers({ loaderHeaders, actionHeaders, errorHeaders }: Route.HeadersArgs) {
  return errorHeaders ?? (actionHeaders.has("Cache-Control") ? actionHeaders : loaderHeaders);
}

export const meta: Route.MetaFunction = ({ matches }) => [
  ...seoMeta(seoSiteFrom(matches), { title: t.title, description: t.secret, path: THANKS_PATH, noindex: true }),
  { name: "referrer", content: "same-origin" },
];

function ConfirmPost({
  summary,
  intro,
  confirm,
  intent,
  messageId,
}: {
  summary: string;
  intro: string;
  confirm: string;
  intent: "close" | "report";
  messageId?: string;
}) {
  return (
    <details className="group text-sm">
      <summary className="inline-flex min-h-11 cursor-pointer items-center rounded-lg px-2 font-semibold text-gray-700 underline-offset-2 hover:underline">
        {summary}
      </summary>
      <Form method="post" encType="multipart/form-data" className="mt-2 space-y-2 rounded-lg border border-red-200 bg-red-50 p-3">
        <p className="text-gray-800">{intro}</p>
        <input type="hidden" name="intent" value={intent} />
        {messageId && <input type="hidden" name="messageId" value={messageId} />}
        <Button type="submit" variant="danger" size="sm">
          {confirm}
        </Button>
      </Form>
    </details>
  );
}

function Message({ message, canReport }: { message: MessageView; canReport: boolean }) {
  const mine = message.author === "recipient";
  return (
    <li
      data-testid="thanks-message"
      data-author={message.author}
      className={`rounded-2xl border p-4 ${mine ? "ml-6 border-brand-100 bg-brand-50" : "mr-6 border-amber-200 bg-amber-50"}`}
    >
      <p className="text-sm font-bold text-gray-900">{message.name}</p>
      <p className="mt-1 whitespace-pre-line break-words text-gray-900">{message.body}</p>
      {message.photoUrl && <img src={message.photoUrl} alt={t.photoAlt} className="mt-3 max-h-80 w-auto max-w-full rounded-lg" loading="lazy" />}
      {canReport && (
        <div className="mt-1">
          <ConfirmPost summary={thanksText.report} intro={t.reportIntro} confirm={t.reportConfirm} intent="report" messageId={message.id} />
        </div>
      )}
    </li>
  );
}

function NoteForm({ refusal, sending }: { refusal: Refusal | undefined; sending: boolean }) {
  const errors = refusal?.errors ?? {};
  const values = refusal?.values ?? EMPTY_VALUES;
  return (
    <Form method="post" encType="multipart/form-data" className="mt-6 space-y-5 rounded-2xl border border-gray-200 p-5" data-testid="thanks-note-form">
      <h2 className="text-xl font-bold">{t.noteForm}</h2>
      <p className="flex gap-2 text-sm text-gray-700">
        <Lock aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" /> {t.secret}
      </p>
      {Object.keys(errors).length > 0 && (
        <Banner tone="error" testId="thanks-error">
          {errors.form ?? t.formError}
        </Banner>
      )}
      <input type="hidden" name="intent" value="note" />
      <Field label={t.body} hint={t.bodyHint} error={errors.body} id="thanks-body">
        {(control) => (
          <textarea {...control} name="body" required maxLength={THANKS_LIMITS.messageMax} rows={5} defaultValue={values.body} className={inputClass} />
        )}
      </Field>
      <Field label={t.nickname} hint={t.nicknameHint} error={errors.nickname} id="thanks-nickname">
        {(control) => (
          <input {...control} name="nickname" maxLength={THANKS_LIMITS.nicknameMax} defaultValue={values.nickname} autoComplete="off" className={inputClass} />
        )}
      </Field>
      <PhotoField label={t.photo} hint={t.photoHint} error={errors.photo} id="thanks-photo" />
      <Button type="submit" disabled={sending} className="w-full" data-testid="thanks-submit">
        {sending ? t.submitting : t.submit}
      </Button>
    </Form>
  );
}

function closedNotice(thread: { closedBy: string | null; reported: boolean; full: boolean }): string | null {
  if (thread.reported) return thanksText.reported;
  if (thread.closedBy === "recipient" || thread.closedBy === "sender" || thread.closedBy === "owner") return thanksText.closed[thread.closedBy];
  return thread.full ? thanksText.full : null;
}

export default function ThanksPage({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  if (loaderData.state === "not-yet") {
    return (
      <div className="mx-auto max-w-lg px-4 py-12 text-center" data-testid="thanks-not-yet">
        <Gift aria-hidden="true" className="mx-auto h-12 w-12 text-brand-600" />
        <h1 className="mt-3 text-2xl font-extrabold">{thanksRecipientText.notYet.title}</h1>
        <p className="mt-2 text-gray-700">{thanksRecipientText.notYet.text}</p>
      </div>
    );
  }
  const { cardMessage, thread, status } = loaderData;
  const notice = thread ? closedNotice(thread) : null;
  return (
    <div className="mx-auto max-w-lg px-4 py-8 sm:py-12">
      <h1 className="text-3xl font-extrabold">{t.title}</h1>
      <section className="mt-5 rounded-2xl border-2 border-dashed border-brand-500 bg-white p-5 shadow-sm" aria-labelledby="thanks-card-heading">
        <h2 id="thanks-card-heading" className="flex items-center gap-2 text-sm font-semibold uppercase tracking-wide text-brand-700">
          <Gift aria-hidden="true" className="h-4 w-4" /> {t.card}
        </h2>
        <p className="mt-3 whitespace-pre-line break-words font-serif text-xl leading-relaxed text-gray-900" data-testid="thanks-card-message">
          {cardMessage}
        </p>
      </section>
      {status === "gonderildi" && (
        <Banner tone="success" testId="thanks-sent" className="mt-5 text-base">
          {t.sent}
        </Banner>
      )}
      {thread?.revealedName && (
        <p className="mt-5 rounded-2xl bg-amber-100 p-4 text-lg font-bold text-amber-950" data-testid="thanks-revealed-name">
          {thanksText.revealed(thread.revealedName)}
        </p>
      )}
      {thread && thread.messages.length > 0 && (
        <section className="mt-6" aria-labelledby="thanks-thread-heading">
          <h2 id="thanks-thread-heading" className="text-xl font-bold">
            {t.thread}
          </h2>
          <ol className="mt-3 space-y-3" data-testid="thanks-thread">
            {thread.messages.map((message) => (
              <Message key={message.id} message={message} canReport={!thread.reported} />
            ))}
          </ol>
        </section>
      )}
      {notice ? (
        <Banner tone="info" testId="thanks-closed" className="mt-6 text-sm">
          {notice}
        </Banner>
      ) : (
        // Keyed by the thread's length: a note sent empties the form (with JavaScript the page is not reloaded).
        <NoteForm key={thread?.messages.length ?? 0} refusal={actionData as Refusal | undefined} sending={navigation.state === "submitting"} />
      )}
      {thread && !thread.closedBy && (
        <div className="mt-4">
          <ConfirmPost summary={thanksText.close} intro={t.closeIntro} confirm={t.closeConfirm} intent="close" />
        </div>
      )}
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && (error.status === 404 || error.status === 410)) {
    const text = error.status === 410 ? thanksRecipientText.expired : thanksRecipientText.notFound;
    return <NotFoundView title={text.title} text={text.text} backTo={THANKS_PATH} backLabel={thanksRecipientText.notFound.retry} />;
  }
  throw error;
}
