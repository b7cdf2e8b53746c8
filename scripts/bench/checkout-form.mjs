// The checkout form both benches post (run.mjs's order rows, mixed.mjs's checkouts): a valid address and
// message, as the no-JavaScript form sends them.
export function checkoutFormBody(items) {
  return new URLSearchParams({
    recipientName: "Ayşe Yılmaz",
    recipientAddress: "Caferağa Mah. Moda Cad. No: 1",
    recipientCity: "İstanbul",
    recipientPostalCode: "34710",
    recipientPhone: "05551234567",
    senderEmail: "gonderen@example.com",
    anonymousMessage: "Doğum günün kutlu olsun!",
    acceptTerms: "on",
    items: JSON.stringify(items),
  }).toString();
}
