import { eq } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { adminUsers } from "~/db/schema";
import { hashPassword, MIN_PASSWORD_LENGTH } from "./password.server";

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * The first admin of a shop (from ADMIN_EMAIL at start or `npm run create-admin`) is its owner; any admin added
 * while there is an owner is staff (docs/product.md#staff-accounts).
 */
export async function roleOfNewAdmin(db: Executor): Promise<"owner" | "staff"> {
  const [owner] = await db.select({ id: adminUsers.id }).from(adminUsers).where(eq(adminUsers.role, "owner")).limit(1);
  return owner ? "staff" : "owner";
}

/** The role of the admin with this address, or null when there is none. */
export async function adminRoleOf(db: Executor, email: string): Promise<"owner" | "staff" | null> {
  const [admin] = await db
    .select({ role: adminUsers.role })
    .from(adminUsers)
    .where(eq(adminUsers.email, normaliseEmail(email)));
  return admin?.role ?? null;
}

/** Creates the admin, or sets a new password when the address exists; returns whether it was new. */
export async function upsertAdmin(db: Executor, email: string, password: string, { resetPassword = true } = {}): Promise<"created" | "updated" | "exists"> {
  if (password.length < MIN_PASSWORD_LENGTH) throw new Error(`The password must be at least ${MIN_PASSWORD_LENGTH} characters.`);
  const address = normaliseEmail(email);
  const [existing] = await db.select({ id: adminUsers.id }).from(adminUsers).where(eq(adminUsers.email, address));
  if (existing) {
    if (!resetPassword) return "exists";
    await db
      .update(adminUsers)
      .set({ passwordHash: await hashPassword(password) })
      .where(eq(adminUsers.id, existing.id));
    return "updated";
  }
  await db
    .insert(adminUsers)
    .values({ email: address, passwordHash: await hashPassword(password), role: await roleOfNewAdmin(db) })
    .onConflictDoNothing();
  return "created";
}
