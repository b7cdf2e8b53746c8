// Categories in the back office (docs/product.md#admin-categories): list by name, create,
// update, delete. The slug comes from the trimmed name and is unique (-2, -3, …; docs/product.md#slugs).
// Deleting a category leaves its products alone: they only lose the link (product_categories cascades).
// Two categories never share a name, compared Turkish-folded ("Kupa", "KUPA", "kupa "): checked here for the
// refusal, and by the unique index categories_name_folded_unique (migration 0011) for two saves at once.
// Refusals come back as reasons (docs/decisions/0024); the screen words them with categorySaveErrorText.
import { and, asc, eq, ne, sql } from "drizzle-orm";
import type { Executor } from "~/db/client.server";
import { isUniqueViolation } from "~/db/errors.server";
import { categories } from "~/db/schema";
import { CategoryFormSchema } from "~/lib/category-form-schema";
import { isUuid } from "~/lib/input";
import { foldTurkish } from "~/lib/turkish";
import type { VatRate } from "~/lib/vat";
import { foldTurkishSql } from "~/modules/platform/turkish-sql.server";
import { slugify, uniqueSlug } from "~/lib/slug";
import { type AuditBy, changedFields, recordAdminAction } from "~/modules/audit/audit-log.server";
import { bumpCatalogVersion } from "./cache.server";

export interface AdminCategory {
  id: string;
  name: string;
  slug: string;
  isActive: boolean;
  /** The KDV rate of its products that name none (docs/product.md#vat); null: the shop's default. */
  vatRate: VatRate | null;
  createdAt: Date;
}

// The form's checks live with the browser's copy of them (docs/decisions/0010-admin-forms.md).
export { CategoryFormSchema, type CategoryFormValues, MAX_CATEGORY_NAME_LENGTH, parseCategoryForm } from "~/lib/category-form-schema";

const categoryColumns = {
  id: categories.id,
  name: categories.name,
  slug: categories.slug,
  isActive: categories.isActive,
  vatRate: categories.vatRate,
  createdAt: categories.createdAt,
};

/** Every category, active or not, by name. */
export async function listAdminCategories(db: Executor): Promise<AdminCategory[]> {
  return db.select(categoryColumns).from(categories).orderBy(asc(categories.name), asc(categories.id));
}

export async function getAdminCategory(db: Executor, id: string): Promise<AdminCategory | null> {
  if (!isUuid(id)) return null;
  const [row] = await db.select(categoryColumns).from(categories).where(eq(categories.id, id)).limit(1);
  return row ?? null;
}

/** The first free slug for this name (slug-2, slug-3, … on a clash), not counting the category itself. */
export async function uniqueCategorySlug(db: Executor, name: string, exceptId?: string): Promise<string> {
  const base = slugify(name.trim()) || "kategori";
  return uniqueSlug(base, async (slug) => {
    const where = exceptId ? and(eq(categories.slug, slug), ne(categories.id, exceptId)) : eq(categories.slug, slug);
    const [row] = await db.select({ id: categories.id }).from(categories).where(where).limit(1);
    return row !== undefined;
  });
}

/** The name of another category that folds to the same text as `name`, if there is one. */
export async function categoryWithSameName(db: Executor, name: string, exceptId?: string): Promise<string | null> {
  const sameName = sql`${foldTurkishSql(sql`${categories.name}`)} = ${foldTurkish(name)}`;
  const [row] = await db
    .select({ name: categories.name })
    .from(categories)
    .where(exceptId ? and(sameName, ne(categories.id, exceptId)) : sameName)
    .limit(1);
  return row?.name ?? null;
}

const NAME_INDEX = "categories_name_folded_unique";
const AUDITED_CATEGORY_FIELDS = ["name", "slug", "isActive", "vatRate"] as const;

export type SaveCategoryResult =
  | { ok: true; category: AdminCategory }
  // The form's own checks (app/lib/category-form-schema.ts, shared with the browser) word what is wrong.
  | { ok: false; reason: "invalid"; message: string; status: 400 }
  | { ok: false; reason: "not-found"; status: 404 }
  /** `existing` is the other category's name as it is stored. */
  | { ok: false; reason: "duplicate-name"; existing: string; status: 409 };

/**
 * Creates a category (no id) or updates one. Two saves racing for the same slug: the loser picks the
 * next free one and tries again. `vatRate` left out: a new category has none, an updated one keeps its own.
 */
export async function saveCategory(
  db: Executor,
  input: { id?: string; name: string; isActive?: boolean; vatRate?: VatRate | null },
  audit?: AuditBy,
): Promise<SaveCategoryResult> {
  const parsed = CategoryFormSchema.safeParse({ name: input.name, isActive: input.isActive ?? true, vatRate: input.vatRate });
  if (!parsed.success) return { ok: false, reason: "invalid", message: parsed.error.issues[0]?.message ?? "", status: 400 };
  const { name, isActive, vatRate } = parsed.data;
  const fields = vatRate === undefined ? { name, isActive } : { name, isActive, vatRate };
  if (input.id !== undefined && !isUuid(input.id)) return { ok: false, reason: "not-found", status: 404 };
  const existing = await categoryWithSameName(db, name, input.id);
  if (existing !== null) return { ok: false, reason: "duplicate-name", existing, status: 409 };

  for (let attempt = 0; ; attempt++) {
    const slug = await uniqueCategorySlug(db, name, input.id);
    try {
      const row = await db.transaction(async (tx) => {
        const [before] = input.id ? await tx.select().from(categories).where(eq(categories.id, input.id)).for("update") : [null];
        if (before === undefined) return null;
        const [saved] = before
          ? await tx
              .update(categories)
              // Every save moves the sitemap's lastmod of the category (docs/product.md#search-engines).
              .set({ ...fields, slug, updatedAt: new Date() })
              .where(eq(categories.id, before.id))
              .returning()
          : await tx
              .insert(categories)
              .values({ ...fields, slug })
              .returning();
        const changes = changedFields(before, saved, AUDITED_CATEGORY_FIELDS);
        // Saving the form unchanged is not worth a record.
        if (audit && (!before || Object.keys(changes).length > 0)) {
          await recordAdminAction(tx, {
            ...audit,
            action: before ? "category.update" : "category.create",
            target: { type: "category", id: saved.id, label: saved.name },
            changes,
          });
        }
        return saved;
      });
      if (!row) return { ok: false, reason: "not-found", status: 404 };
      await bumpCatalogVersion(db);
      return { ok: true, category: { id: row.id, name: row.name, slug: row.slug, isActive: row.isActive, vatRate: row.vatRate, createdAt: row.createdAt } };
    } catch (error) {
      if (attempt < 3 && isUniqueViolation(error, "categories_slug_unique")) continue;
      // Another save took the name between the check above and this one.
      if (isUniqueViolation(error, NAME_INDEX)) return { ok: false, reason: "duplicate-name", existing: name, status: 409 };
      throw error;
    }
  }
}

/** Deletes the category; its products stay and only lose this category. False when there was none. */
export async function deleteCategory(db: Executor, id: string, audit?: AuditBy): Promise<boolean> {
  if (!isUuid(id)) return false;
  const deleted = await db.transaction(async (tx) => {
    const gone = await tx.delete(categories).where(eq(categories.id, id)).returning({ id: categories.id, name: categories.name });
    if (audit && gone.length > 0) await recordAdminAction(tx, { ...audit, action: "category.delete", target: { type: "category", id, label: gone[0].name } });
    return gone;
  });
  if (deleted.length > 0) await bumpCatalogVersion(db);
  return deleted.length > 0;
}
