// The owner's "Test e-postası gönder" (docs/product.md#shop-settings): one mail through the shop's real transport,
// sent at once rather than through the outbox, and what happened, as a reason the page words in Turkish. Only
// the server's own reply and its host and port are reported: never the SMTP_URL's user or password.
import { createMailTransport, mailFilesDir, type MailTransportEnv } from "./transport.server";

export type TestMailOutcome =
  | { kind: "sent" }
  /** No SMTP_URL: the mail was written as a file into `dir`, as every mail is. */
  | { kind: "files"; dir: string }
  /** The server answered with an error (a refused recipient or sender, a full mailbox…), or refused the login. */
  | { kind: "refused" | "auth"; reply: string }
  | { kind: "connectionRefused" | "notFound" | "timeout" | "failed"; server: string };

const MAX_REPLY_LENGTH = 300;

/** "host:port" of an smtp:// or smtps:// address, without its user and password. */
export function smtpServerName(smtpUrl: string): string {
  try {
    const url = new URL(smtpUrl);
    return `${url.hostname}:${url.port || (url.protocol === "smtps:" ? "465" : "587")}`;
  } catch {
    return "SMTP";
  }
}

/** The server's reply as one short line. */
function replyText(value: unknown): string {
  return (
    String(value ?? "")
      // eslint-disable-next-line no-control-regex -- a reply is shown on one line
      .replace(/[\u0000-\u001f\u007f]+/g, " ")
      .trim()
      .slice(0, MAX_REPLY_LENGTH)
  );
}

/** What a failed SMTP send means, from nodemailer's error (its code, the server's response code and reply). */
export function testMailFailure(error: unknown, server: string): TestMailOutcome {
  const e = (error ?? {}) as { code?: string; responseCode?: number; response?: string; message?: string };
  const message = String(e.message ?? "");
  if (e.code === "EAUTH") return { kind: "auth", reply: replyText(e.response ?? message) };
  if (typeof e.responseCode === "number" && e.responseCode >= 400) return { kind: "refused", reply: replyText(e.response ?? message) };
  if (/ECONNREFUSED/.test(message) || e.code === "ECONNREFUSED") return { kind: "connectionRefused", server };
  if (/ENOTFOUND|EAI_AGAIN/.test(message) || e.code === "EDNS") return { kind: "notFound", server };
  if (e.code === "ETIMEDOUT" || /timeout|timed out/i.test(message) || (error as Error)?.name === "TimeoutError") return { kind: "timeout", server };
  return { kind: "failed", server };
}

/** Sends `mail` to `to` now through the transport the environment sets up (SMTP, or .eml files). */
export async function sendTestMail(env: MailTransportEnv, to: string, mail: { subject: string; html: string; text: string }): Promise<TestMailOutcome> {
  const transport = createMailTransport(env);
  try {
    await transport.send({ from: transport.from, to, ...mail });
    return transport.kind === "smtp" ? { kind: "sent" } : { kind: "files", dir: mailFilesDir(env) };
  } catch (error) {
    return testMailFailure(error, env.SMTP_URL ? smtpServerName(env.SMTP_URL) : "SMTP");
  } finally {
    transport.close();
  }
}
