// The "Bildirimler" section's two intents (docs/product.md#shop-settings): "save" writes where new-order notices
// go (settings.notifications.newOrderEmail; empty: SHOP_NOTIFY_EMAIL); "test" sends a test mail at once, through
// the real transport, to the address in the form (or SHOP_NOTIFY_EMAIL when it is empty), and says what the
// SMTP server answered. A test writes nothing.
import { settingsText } from "~/lib/i18n/admin-settings";
import type { SectionOutcome } from "~/lib/settings-sections";
import { notificationsText as t } from "~/lib/i18n/settings-notifications";
import { NotificationsSchema } from "~/lib/settings-notifications";
import { orderSellerFrom } from "~/lib/shop-settings";
import { testMail } from "~/modules/mail/templates.server";
import { sendTestMail, type TestMailOutcome } from "~/modules/mail/test-mail.server";
import type { SectionSave } from "./section-save.server";
import { getShopSettings, updateShopSettings } from "./shop-settings.server";

/** The test's outcome in the owner's words. */
export function testOutcomeText(outcome: TestMailOutcome, to: string): string {
  const o = t.testOutcome;
  switch (outcome.kind) {
    case "sent":
      return o.sent(to);
    case "files":
      return o.files(outcome.dir);
    case "refused":
      return o.refused(outcome.reply);
    case "auth":
      return o.auth(outcome.reply);
    case "connectionRefused":
      return o.connectionRefused(outcome.server);
    case "notFound":
      return o.notFound(outcome.server);
    case "timeout":
      return o.timeout(outcome.server);
    case "failed":
      return o.failed(outcome.server);
  }
}

export const saveNotificationsSection: SectionSave = async ({ db, by, form, context, section }): Promise<SectionOutcome> => {
  const values = { newOrderEmail: String(form.get("newOrderEmail") ?? "") };
  const parsed = NotificationsSchema.safeParse(values);
  if (!parsed.success) {
    const errors: Record<string, string> = {};
    for (const issue of parsed.error.issues) errors[String(issue.path[0])] ??= issue.message;
    return { section, ok: false, errors, values };
  }
  const { newOrderEmail } = parsed.data;

  if (form.get("intent") === "test") {
    const to = newOrderEmail || context.env.SHOP_NOTIFY_EMAIL || "";
    if (!to) return { section, ok: false, errors: { newOrderEmail: t.testOutcome.noAddress }, values, message: t.testOutcome.noAddress };
    const outcome = await sendTestMail(context.env, to, testMail(orderSellerFrom(await getShopSettings(db))));
    context.logger.info({ outcome: outcome.kind }, "test mail sent from the settings");
    const text = testOutcomeText(outcome, to);
    return outcome.kind === "sent" ? { section, ok: true, notice: text } : { section, ok: false, errors: { testMail: text }, values, message: text };
  }

  const { changed } = await updateShopSettings(db, by, (current) => ({ ...current, notifications: { ...current.notifications, newOrderEmail } }));
  return { section, ok: true, notice: changed ? t.saved : settingsText.unchanged };
};
