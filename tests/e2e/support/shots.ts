// Screenshots for a person to look at (the guide asks for each changed page at 390×844 and 1366×800). They are
// taken only when SHOTS_DIR names a folder, each spec into its own subfolder; the test command sets none, so
// the suite neither spends the time nor writes outside the repository.
import fs from "node:fs";
import path from "node:path";
import type { Page } from "@playwright/test";

/** `SHOTS_DIR/{folder}`, created; undefined when SHOTS_DIR is not set. */
export function shotsFolder(folder: string): string | undefined {
  const root = process.env.SHOTS_DIR;
  if (!root) return undefined;
  const dir = path.join(root, folder);
  fs.mkdirSync(dir, { recursive: true });
  return dir;
}

/** Saves `{name}.png` of the page into SHOTS_DIR/{folder}, when SHOTS_DIR is set. */
export async function shot(page: Page, folder: string, name: string, options: { fullPage?: boolean } = {}): Promise<void> {
  const dir = shotsFolder(folder);
  if (dir) await page.screenshot({ path: path.join(dir, `${name}.png`), ...options });
}
