const dateTime = new Intl.DateTimeFormat("tr-TR", { dateStyle: "long", timeStyle: "short", timeZone: "Europe/Istanbul" });
const dateOnly = new Intl.DateTimeFormat("tr-TR", { day: "2-digit", month: "2-digit", year: "numeric", timeZone: "Europe/Istanbul" });

/** "21 Kasım 2026 14:05" */
export function formatDateTime(value: Date | string): string {
  return dateTime.format(new Date(value));
}

/** "21.11.2026" */
export function formatDate(value: Date | string): string {
  return dateOnly.format(new Date(value));
}
