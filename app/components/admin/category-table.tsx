// The category table of /admin/categories: every category by name, with edit and delete in each row.
import { Pencil, Trash2 } from "lucide-react";
import { Badge } from "~/components/ui/badge";
import { Button, ButtonLink } from "~/components/ui/button";
import { Table } from "~/components/ui/table";
import { formatDate } from "~/lib/dates";
import { adminCatalogText } from "~/lib/i18n/admin-catalog";
import type { AdminCategory } from "~/modules/catalog/admin-categories.server";

const tt = adminCatalogText.categories.table;

export function CategoryTable({
  categories,
  editingId,
  onDelete,
}: {
  categories: AdminCategory[];
  /** The row of the category in the form above is highlighted. */
  editingId: string | null;
  onDelete(category: { id: string; name: string }): void;
}) {
  return (
    <Table
      stacked
      caption={tt.caption}
      testId="categories-table"
      columns={[{ label: tt.name }, { label: tt.slug }, { label: tt.status }, { label: tt.createdAt }, { label: tt.actions, visuallyHidden: true }]}
    >
      {categories.map((c) => (
        <tr key={c.id} data-testid="category-row" className={editingId === c.id ? "bg-brand-50" : undefined}>
          <td className="px-4 py-2 font-semibold text-gray-900">{c.name}</td>
          <td className="px-4 py-2 font-mono text-xs text-gray-700" data-label={tt.slug}>
            {c.slug}
          </td>
          <td className="px-4 py-2" data-label={tt.status}>
            <Badge colour={c.isActive ? "green" : "gray"}>{c.isActive ? tt.active : tt.inactive}</Badge>
          </td>
          <td className="whitespace-nowrap px-4 py-2 text-gray-800" data-label={tt.createdAt}>
            {formatDate(c.createdAt)}
          </td>
          <td className="whitespace-nowrap px-4 py-2 text-right">
            <ButtonLink to={`?edit=${c.id}`} aria-label={tt.editCategory(c.name)} variant="ghost" size="compact">
              <Pencil aria-hidden="true" className="h-4 w-4" /> {tt.edit}
            </ButtonLink>
            <Button onClick={() => onDelete({ id: c.id, name: c.name })} aria-label={tt.deleteCategory(c.name)} variant="ghostDanger" size="compact">
              <Trash2 aria-hidden="true" className="h-4 w-4" /> {tt.delete}
            </Button>
          </td>
        </tr>
      ))}
    </Table>
  );
}
