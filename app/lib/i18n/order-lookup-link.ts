// The footer's link to the "Siparişim nerede?" page, apart from the page's texts (order-lookup.ts) because every
// page's shell shows it and should not load the rest.
export const orderLookupLink = "Siparişim nerede?";
