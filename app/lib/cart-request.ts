// The cart as the browser sends it to the server: ids and quantities only. Prices are never taken from it.
import { z } from "zod";
import { MAX_LINE_QUANTITY } from "./cart";
import { isUuid } from "./input";

export const CartRequestSchema = z
  .array(
    z.object({
      productId: z.string().refine(isUuid),
      quantity: z.coerce.number().int().min(1).max(MAX_LINE_QUANTITY),
    }),
  )
  .max(50);

export type CartRequest = z.infer<typeof CartRequestSchema>;
