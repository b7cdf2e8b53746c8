import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

/**
 * Writes a file so that readers see either nothing or the whole of it: a temporary file beside it (its
 * name starts with a dot and ends in .tmp, so it is never mistaken for a finished file), flushed, renamed.
 */
export async function writeFileAtomic(target: string, bytes: Uint8Array, mode = 0o644): Promise<void> {
  const dir = path.dirname(target);
  await fs.promises.mkdir(dir, { recursive: true });
  const temp = path.join(dir, `.${path.basename(target)}.${process.pid}.${randomBytes(6).toString("hex")}.tmp`);
  try {
    const handle = await fs.promises.open(temp, "wx", mode);
    try {
      await handle.writeFile(bytes);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await fs.promises.rename(temp, target);
  } catch (error) {
    await fs.promises.rm(temp, { force: true }).catch(() => {});
    throw error;
  }
}
