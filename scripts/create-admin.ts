// npm run create-admin -- admin@example.com
// Creates an admin (or sets a new password for an existing one). The password is asked for on the
// terminal, or read from standard input when it is not a terminal:  echo 'secret123' | npm run create-admin -- a@b.c
import path from "node:path";
import readline from "node:readline";
import { openDatabase } from "~/db/client.server";
import { acquireDataDirLock } from "~/db/data-dir-lock.server";
import { parseEnv } from "~/env.server";
import { adminRoleOf, upsertAdmin } from "~/modules/auth/admin-users.server";
import { MIN_PASSWORD_LENGTH } from "~/modules/auth/password.server";

async function readPassword(): Promise<string> {
  if (!process.stdin.isTTY) {
    let input = "";
    for await (const chunk of process.stdin) input += chunk;
    return input.split(/\r?\n/)[0] ?? "";
  }
  const rl = readline.createInterface({ input: process.stdin, output: process.stdout, terminal: true });
  const ask = (q: string) =>
    new Promise<string>((resolve) => {
      const write = (rl as unknown as { _writeToOutput: (s: string) => void })._writeToOutput;
      (rl as unknown as { _writeToOutput: (s: string) => void })._writeToOutput = (s: string) => {
        if (s.startsWith(q)) write.call(rl, s);
      };
      rl.question(q, (answer) => {
        process.stdout.write("\n");
        resolve(answer);
      });
    });
  const first = await ask("Password: ");
  const second = await ask("Password (again): ");
  rl.close();
  if (first !== second) throw new Error("The passwords do not match.");
  return first;
}

const email = process.argv[2] ?? process.env.ADMIN_EMAIL;
if (!email || !email.includes("@")) {
  console.error("Usage: npm run create-admin -- <e-mail>");
  process.exit(2);
}
const env = parseEnv(process.env);
const password = await readPassword();
if (password.length < MIN_PASSWORD_LENGTH) {
  console.error(`The password must be at least ${MIN_PASSWORD_LENGTH} characters.`);
  process.exit(2);
}
const lock = env.DATABASE_URL ? null : acquireDataDirLock(env.DATA_DIR);
const handle = env.DATABASE_URL
  ? await openDatabase({ kind: "postgres", url: env.DATABASE_URL })
  : await openDatabase({ kind: "pglite", dir: path.join(env.DATA_DIR, "pglite") });
try {
  const outcome = await upsertAdmin(handle.db, email, password);
  const role = (await adminRoleOf(handle.db, email)) === "owner" ? "owner: manages staff, audit log and data requests" : "staff";
  console.log(outcome === "created" ? `Admin ${email} created (${role}).` : `Password of ${email} updated (${role}).`);
} finally {
  await handle.close();
  lock?.release();
}
