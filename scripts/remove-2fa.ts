// npm run admin:remove-2fa -- owner@example.com
// Turns two-factor sign-in off for an admin who lost the phone and the recovery codes (docs/operations.md,
// "Security"). Whoever can run this on the server can already read the database, so it asks nothing more;
// the admin signs in with the password alone and can turn it on again with a new phone.
import path from "node:path";
import { openDatabase } from "~/db/client.server";
import { acquireDataDirLock } from "~/db/data-dir-lock.server";
import { parseEnv } from "~/env.server";
import { removeTwoFactorByEmail } from "~/modules/auth/two-factor.server";

const email = process.argv[2];
if (!email || !email.includes("@")) {
  console.error("Usage: npm run admin:remove-2fa -- <e-mail>");
  process.exit(2);
}
const env = parseEnv(process.env);
const lock = env.DATABASE_URL ? null : acquireDataDirLock(env.DATA_DIR);
const handle = env.DATABASE_URL
  ? await openDatabase({ kind: "postgres", url: env.DATABASE_URL })
  : await openDatabase({ kind: "pglite", dir: path.join(env.DATA_DIR, "pglite") });
try {
  const outcome = await removeTwoFactorByEmail(handle.db, email);
  if (outcome === "no-such-admin") {
    console.error(`No admin with the e-mail ${email}.`);
    process.exitCode = 1;
  } else {
    console.log(
      outcome === "removed" ? `Two-factor sign-in removed from ${email}; sign in with the password alone.` : `${email} did not have two-factor sign-in on.`,
    );
  }
} finally {
  await handle.close();
  lock?.release();
}
