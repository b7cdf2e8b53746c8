// The merchant settings and basket the PayTR unit tests share; the expected hashes in paytr.server.test.ts
// were computed with openssl from exactly these values.
import type { PaytrCredentials } from "~/modules/payments/paytr.server";

export const paytrTestCredentials: PaytrCredentials = {
  merchantId: "123456",
  merchantKey: "KEYabc123XYZ7890",
  merchantSalt: "SALTdef456ghi789",
  testMode: true,
};

export const paytrTestBasketLines = [
  { name: "Çiçek Buketi", unitPriceKurus: 1800, quantity: 1 },
  { name: "Kupa", unitPriceKurus: 828, quantity: 2 },
];
