// The checkout form's one source of validation truth, used by the browser and by the server (decisions §5).
import { z } from "zod";
import { CartRequestSchema } from "./cart-request";
import { tr } from "./i18n/tr";

const t = tr.checkout;

function requiredText(max: number) {
  return z
    .string({ error: t.required })
    .trim()
    .min(1, t.required)
    .max(max, t.tooLong(max));
}

export const CHECKOUT_FIELDS = [
  "recipientName",
  "recipientAddress",
  "recipientCity",
  "recipientPostalCode",
  "recipientPhone",
  "senderEmail",
  "anonymousMessage",
] as const;

export const CheckoutFieldsSchema = z.object({
  recipientName: requiredText(100),
  recipientAddress: requiredText(500),
  recipientCity: requiredText(60),
  recipientPostalCode: requiredText(10),
  recipientPhone: requiredText(20),
  // PayTR accepts at most 100 characters of e-mail.
  senderEmail: requiredText(100).pipe(z.email(t.invalidEmail)),
  anonymousMessage: requiredText(1000),
  acceptTerms: z.literal(true, { error: t.mustAccept }),
});

export type CheckoutFields = z.infer<typeof CheckoutFieldsSchema>;
export type CheckoutFieldErrors = Partial<Record<keyof CheckoutFields, string>>;

/** Reads the posted form: the seven fields, the consent box, the cart (`items`) and the submission key. */
export function parseCheckoutForm(form: FormData):
  | { ok: true; fields: CheckoutFields; items: z.infer<typeof CartRequestSchema>; submissionKey: string | null }
  | { ok: false; errors: CheckoutFieldErrors; emptyCart: boolean; invalidCart: boolean } {
  const raw = Object.fromEntries(CHECKOUT_FIELDS.map((name) => [name, String(form.get(name) ?? "")]));
  const accept = form.get("acceptTerms");
  const fields = CheckoutFieldsSchema.safeParse({ ...raw, acceptTerms: accept === "on" || accept === "true" || accept === "1" });
  let items: unknown = [];
  try {
    items = JSON.parse(String(form.get("items") ?? "[]"));
  } catch {
    items = null;
  }
  const cart = CartRequestSchema.safeParse(items);
  const emptyCart = cart.success && cart.data.length === 0;
  if (!fields.success || !cart.success || emptyCart) {
    const errors: CheckoutFieldErrors = {};
    if (!fields.success) {
      for (const issue of fields.error.issues) {
        const key = issue.path[0] as keyof CheckoutFields;
        errors[key] ??= issue.message;
      }
    }
    return { ok: false, errors, emptyCart, invalidCart: !cart.success };
  }
  const key = String(form.get("submissionKey") ?? "");
  return { ok: true, fields: fields.data, items: cart.data, submissionKey: /^[A-Za-z0-9-]{16,64}$/.test(key) ? key : null };
}
