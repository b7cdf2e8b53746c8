// Texts of the payment providers' side of the shop.

/** Logged, in the words the product description gives it, when PayTR's merchant settings are missing. */
export const PAYTR_CONFIG_MISSING = "PayTR yapılandırması eksik. Lütfen ortam değişkenlerini kontrol edin.";
export const IYZICO_CONFIG_MISSING = "iyzico yapılandırması eksik. Lütfen ortam değişkenlerini kontrol edin.";
