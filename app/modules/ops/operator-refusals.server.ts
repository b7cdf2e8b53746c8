// What every operator command on DATA_DIR shares: refusals the operator can act on, DATA_DIR's lock, and the
// removal of staging folders a killed command left behind.
import fs from "node:fs";
import path from "node:path";
import { acquireDataDirLock, DataDirLockedError } from "~/db/data-dir-lock.server";

/** A refusal the operator can act on (stop the shop, pass --yes, use an empty database…); nothing was changed. */
export class OperationRefusedError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "OperationRefusedError";
  }
}

/** The archive is damaged, incomplete or not a shop backup; nothing was changed. */
export class InvalidBackupError extends OperationRefusedError {
  constructor(message: string) {
    super(message);
    this.name = "InvalidBackupError";
  }
}

/** Staging folders of a restore or copy that was killed; safe to remove while we hold DATA_DIR's lock. */
export async function removeStaleStaging(dataDir: string) {
  for (const name of await fs.promises.readdir(dataDir)) {
    if (/^\.(restore|copy)-[A-Za-z0-9]{6}$/.test(name)) await fs.promises.rm(path.join(dataDir, name), { recursive: true, force: true });
  }
}

function lockedMessage(error: DataDirLockedError, what: string): string {
  return (
    `${error.message}\n` +
    `${what} needs the shop stopped while it uses the embedded database (two processes must never open it). ` +
    "Stop the shop (e.g. `systemctl stop shop` or Ctrl+C), run the command again, then start the shop; it takes seconds. " +
    "With PostgreSQL (DATABASE_URL) backups run while the shop keeps serving."
  );
}

export function takeLock(dataDir: string, what: string) {
  try {
    return acquireDataDirLock(dataDir);
  } catch (error) {
    if (error instanceof DataDirLockedError) throw new OperationRefusedError(lockedMessage(error, what));
    throw error;
  }
}
