import { readForm } from "~/modules/platform/form-data.server";
import { handlePaytrNotification } from "~/modules/payments/paytr-notification.server";
import type { Route } from "./+types/paytr-notify";

/** PayTR's server-to-server notification: the only thing that marks a PayTR order paid or failed. */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await readForm(request);
  if (!form) {
    return new Response("PAYTR notification failed: bad body", { status: 400, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  }
  const body = Object.fromEntries([...form.entries()].map(([k, v]) => [k, String(v)]));
  const result = await handlePaytrNotification(context.db, context.env, body, context.logger, { clientIp: context.clientIp });
  if (result.kickMail) context.jobs.kickMail();
  const headers: Record<string, string> = { "Content-Type": "text/plain; charset=utf-8" };
  if (result.retryAfterSeconds) headers["Retry-After"] = String(result.retryAfterSeconds);
  return new Response(result.body, { status: result.status, headers });
}

export function loader() {
  return new Response("Method Not Allowed", { status: 405, headers: { Allow: "POST" } });
}
