import { Link } from "react-router";
import { productText } from "~/lib/i18n/product";
import { tr } from "~/lib/i18n/tr";
import type { ProductDetail } from "~/modules/catalog/queries.server";

/** Home / Products / the product's first category / the product. */
export function ProductBreadcrumb({ product }: { product: ProductDetail }) {
  const category = product.categories[0];
  return (
    <nav aria-label={productText.breadcrumb} className="text-sm text-gray-700">
      <ol className="flex flex-wrap items-center gap-1">
        <li>
          <Link to="/" className="hover:text-brand-700">
            {tr.nav.home}
          </Link>
        </li>
        <li aria-hidden="true">/</li>
        <li>
          <Link to="/products" className="hover:text-brand-700">
            {tr.nav.products}
          </Link>
        </li>
        {category && (
          <>
            <li aria-hidden="true">/</li>
            <li>
              <Link to={`/products?category=${category.slug}`} className="hover:text-brand-700">
                {category.name}
              </Link>
            </li>
          </>
        )}
        <li aria-hidden="true">/</li>
        <li aria-current="page" className="font-semibold text-gray-900">
          {product.name}
        </li>
      </ol>
    </nav>
  );
}
