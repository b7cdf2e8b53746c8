// The cart as the browser sends it to the server: ids and quantities only. Prices are never taken from it.
import { z } from "zod";
import { MAX_LINE_QUANTITY, parseQuantity } from "./cart";
import { isUuid } from "./input";
import { MAX_PERSONAL_FIELDS, MAX_PERSONAL_TEXT_LENGTH } from "./personalisation";

export const CartRequestSchema = z
  .array(
    z.object({
      productId: z.string().refine(isUuid),
      variantId: z.string().refine(isUuid).optional(),
      // Strict: "0x10", "1e1", true are refused, not read as 16, 10 and 1 (lib/cart.ts, parseQuantity).
      quantity: z
        .unknown()
        .transform((value, ctx) => {
          const quantity = parseQuantity(value);
          if (quantity === null) ctx.addIssue({ code: "custom", message: "not a whole decimal number" });
          return quantity ?? z.NEVER;
        })
        .pipe(z.number().int().min(1).max(MAX_LINE_QUANTITY)),
      // A personalised gift's values by field id (lib/personalisation.ts); checked against the product on the server.
      personal: z
        .record(z.string().regex(/^[a-z0-9]{1,16}$/), z.string().max(MAX_PERSONAL_TEXT_LENGTH * 4))
        .refine((values) => Object.keys(values).length <= MAX_PERSONAL_FIELDS)
        .optional(),
    }),
  )
  .max(50);

export type CartRequest = z.infer<typeof CartRequestSchema>;

/** Longest code text the cart API passes on: longer than any code, so that pricing tells "tooLong" rather than the API refusing the cart. */
const MAX_SENT_CODE_LENGTH = 200;

/**
 * What /api/cart takes: `{ items, code }` (the code the shopper applied, null or absent for none): only ids,
 * quantities, personal values and a code's text, nothing about money. A bare list is not a cart request.
 */
export const CartApiRequestSchema = z
  .object({ items: CartRequestSchema, code: z.string().max(MAX_SENT_CODE_LENGTH).nullish() })
  .transform(({ items, code }) => ({ items, code: code?.trim() ? code.trim() : null }));

export type CartApiRequest = z.infer<typeof CartApiRequestSchema>;
