// The product table of /admin/products: 20 a page, a row opens the product's form.
import { Pencil, Plus } from "lucide-react";
import { useNavigate } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Banner } from "~/components/ui/banner";
import { ButtonLink } from "~/components/ui/button";
import { Table } from "~/components/ui/table";
import { adminCatalogText } from "~/lib/i18n/admin-catalog";
import { adminVariantText } from "~/lib/i18n/admin-variants";
import { formatDate } from "~/lib/dates";
import { imageUrl } from "~/lib/media";
import { formatKurus } from "~/lib/money";
import type { AdminProductRow } from "~/modules/catalog/admin-products.server";
import { AdminPagination } from "./pagination";
import { productEditHref, productListHref, type ProductNotice } from "./product-links";

const t = adminCatalogText.products;
const tt = t.table;

export function ProductList({
  products,
  total,
  page,
  pages,
  notice,
  notFound,
  loadError,
  error,
}: {
  products: AdminProductRow[];
  total: number;
  page: number;
  pages: number;
  notice: ProductNotice | null;
  notFound: boolean;
  loadError: string | null;
  /** A failed action (a delete sent without JavaScript). */
  error: string | null;
}) {
  return (
    <>
      <div className="mb-6 flex flex-wrap items-center justify-between gap-3">
        <h1 className="text-2xl font-extrabold">{t.title}</h1>
        <ButtonLink to="?new=1" data-testid="new-product">
          <Plus aria-hidden="true" className="h-5 w-5" /> {t.newProduct}
        </ButtonLink>
      </div>
      {notice === "saved" && (
        <Banner tone="success" testId="admin-notice">
          {t.saved}
        </Banner>
      )}
      {notice === "deleted" && (
        <Banner tone="success" testId="admin-notice">
          {t.deleted}
        </Banner>
      )}
      {notFound && (
        <Banner tone="error" testId="form-error">
          {t.notFound}
        </Banner>
      )}
      {error && (
        <Banner tone="error" testId="form-error">
          {error}
        </Banner>
      )}
      {!loadError && total > 0 && (
        <p className="mb-3 text-sm text-gray-700" aria-live="polite" data-testid="products-count">
          {t.count(total)}
        </p>
      )}
      {loadError ? (
        <Banner tone="error" testId="load-error">
          {loadError}
        </Banner>
      ) : products.length === 0 ? (
        <div className="rounded-2xl border border-dashed border-gray-300 bg-white p-10 text-center" data-testid="products-empty">
          <p className="text-gray-700">{t.empty}</p>
          <ButtonLink to="?new=1" className="mt-4">
            <Plus aria-hidden="true" className="h-5 w-5" /> {t.addFirst}
          </ButtonLink>
        </div>
      ) : (
        <Table
          stacked
          caption={tt.caption}
          testId="products-table"
          columns={[
            { label: tt.image },
            { label: tt.name },
            { label: tt.slug },
            { label: tt.categories },
            { label: tt.price, align: "right" },
            { label: tt.stock, align: "right" },
            { label: adminVariantText.list.variants, align: "right" },
            { label: tt.status },
            { label: tt.createdAt },
            { label: tt.actions, visuallyHidden: true },
          ]}
        >
          {products.map((product) => (
            <ProductRow key={product.id} product={product} page={page} />
          ))}
        </Table>
      )}
      {!loadError && pages > 1 && (
        <div className="mt-4">
          <AdminPagination page={page} pages={pages} href={(n) => productListHref(n)} />
        </div>
      )}
    </>
  );
}

function ProductRow({ product: p, page }: { product: AdminProductRow; page: number }) {
  const navigate = useNavigate();
  return (
    <tr className="cursor-pointer hover:bg-gray-50" data-testid="product-row" onClick={() => navigate(productEditHref(p.id, page))}>
      <td className="px-4 py-2">
        {p.image ? (
          <img src={imageUrl(p.image.path, 160)} alt="" width={48} height={48} loading="lazy" className="h-12 w-12 rounded-lg object-cover" />
        ) : (
          <span className="flex h-12 w-12 items-center justify-center rounded-lg bg-gray-100 text-center text-[10px] leading-tight text-gray-700">
            {tt.noImage}
          </span>
        )}
      </td>
      <td className="px-4 py-2 font-semibold text-gray-900">{p.name}</td>
      <td className="px-4 py-2 font-mono text-xs text-gray-700" data-label={tt.slug}>
        {p.slug}
      </td>
      <td className="px-4 py-2 text-gray-800" data-label={tt.categories}>
        {p.categories.length ? p.categories.join(", ") : tt.noCategory}
      </td>
      <td className="whitespace-nowrap px-4 py-2 text-right" data-label={tt.price}>
        {formatKurus(p.priceKurus)}
      </td>
      <td className={`px-4 py-2 text-right ${p.stock === 0 ? "font-bold text-red-700" : ""}`} data-label={tt.stock} data-testid="product-stock">
        {p.stock}
      </td>
      <td className="px-4 py-2 text-right" data-label={adminVariantText.list.variants} data-testid="product-variants">
        {p.variantCount > 1 ? adminVariantText.list.variantCount(p.variantCount) : adminVariantText.list.single}
      </td>
      <td className="px-4 py-2" data-label={tt.status}>
        <Badge colour={p.isActive ? "green" : "gray"}>{p.isActive ? tt.active : tt.inactive}</Badge>
      </td>
      <td className="whitespace-nowrap px-4 py-2 text-gray-800" data-label={tt.createdAt}>
        {formatDate(p.createdAt)}
      </td>
      <td className="px-4 py-2 text-right">
        <ButtonLink
          to={productEditHref(p.id, page)}
          onClick={(event) => event.stopPropagation()}
          aria-label={tt.editProduct(p.name)}
          variant="ghost"
          size="compact"
        >
          <Pencil aria-hidden="true" className="h-4 w-4" /> {tt.edit}
        </ButtonLink>
      </td>
    </tr>
  );
}
