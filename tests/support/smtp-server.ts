// A real SMTP server on 127.0.0.1 for the mail tests: it keeps every message it receives.
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";
import { readEml } from "./hostile";

export interface ReceivedMail {
  mailFrom: string | null;
  rcptTo: string[];
  subject: string;
  raw: string;
}

export interface TestSmtpServer {
  port: number;
  received: ReceivedMail[];
  close(): Promise<void>;
}

/** Listens on `port` (0: any free one); each message is acknowledged after `delayMs`. */
export async function startSmtpServer(port = 0, received: ReceivedMail[] = [], delayMs = 0): Promise<TestSmtpServer> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8");
        received.push({
          mailFrom: session.envelope.mailFrom ? session.envelope.mailFrom.address : null,
          rcptTo: session.envelope.rcptTo.map((a) => a.address),
          subject: readEml(raw).subject,
          raw,
        });
        setTimeout(() => callback(), delayMs);
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  return {
    port: (server.server.address() as AddressInfo).port,
    received,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
