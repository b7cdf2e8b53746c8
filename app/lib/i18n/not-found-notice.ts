// What the home page says when an unknown address sent the shopper there (app/routes/catch-all.ts). Only the
// home page's loader reads it and sends the sentence with its data, so no page's JavaScript carries it.
export const notFoundNoticeText = "Aradığınız sayfa bulunamadı; sizi ana sayfaya getirdik.";
