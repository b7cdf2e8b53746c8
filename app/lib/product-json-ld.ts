// The product page's structured data (docs/product.md#options-and-variants, #search-engines): a product sold one way
// is a schema.org Product; a product with options a ProductGroup with one Product per variant.
import { absoluteImageUrl } from "./media";
import { kurusToDecimalString } from "./money";
import type { ShopSettings } from "./shop-settings";
import { isColourOption, namedOptionValues, type ProductOption, type ShopVariant, VARIANT_PARAM, variantLabel } from "./variants";

/** What of a product its structured data tells. */
export interface JsonLdProduct {
  id: string;
  slug: string;
  name: string;
  description: string;
  priceKurus: number;
  stock: number;
  images: { path: string }[];
  categories: { name: string }[];
  options: ProductOption[];
  variants: ShopVariant[];
}

/** An option whose values are sizes: its variants carry schema.org `size`. */
function isSizeOption(name: string): boolean {
  return /boyut|beden|ölçü|size/i.test(name);
}

/** The schema.org property an option's value is (`size`, `color`), or null: then an `additionalProperty`. */
function optionProperty(name: string): "size" | "color" | null {
  return isColourOption(name) ? "color" : isSizeOption(name) ? "size" : null;
}

/**
 * The product's structured data: the shop as its brand, the owner's company as the seller, their return terms.
 * A product with options is a `ProductGroup` whose `hasVariant` lists each variant as a `Product` with its own
 * offer at its own address (`?secim=<sku>`), as Google's product-variant guidance describes (one page, variants
 * chosen by a URL parameter); `variesBy` names the schema.org properties the options are.
 */
export function productJsonLd(product: JsonLdProduct, origin: string, settings: ShopSettings) {
  const url = `${origin}/product/${product.slug}`;
  const images = product.images.map((img) => absoluteImageUrl(origin, img.path, 1280));
  const shared = {
    "@context": "https://schema.org",
    name: product.name,
    description: product.description,
    url,
    image: images,
    category: product.categories.map((c) => c.name).join(", ") || undefined,
    brand: { "@type": "Brand", name: settings.shopName },
  };
  if (product.options.length === 0) {
    return { ...shared, "@type": "Product", sku: product.id, offers: productOffer(url, product.priceKurus, product.stock, origin, settings) };
  }
  const properties = product.options.map((option) => optionProperty(option.name));
  return {
    ...shared,
    "@type": "ProductGroup",
    productGroupID: product.id,
    variesBy: properties.flatMap((property) => (property ? [`https://schema.org/${property}`] : [])),
    hasVariant: product.variants.map((variant) => {
      const named = namedOptionValues(product.options, variant.optionValues);
      const variantUrl = `${url}?${new URLSearchParams({ [VARIANT_PARAM]: variant.sku })}`;
      const additional = named.filter((_, index) => !properties[index]);
      return {
        "@type": "Product",
        sku: variant.sku,
        name: `${product.name} – ${variantLabel(named)}`,
        image: variant.imagePath ? absoluteImageUrl(origin, variant.imagePath, 1280) : images[0],
        ...Object.fromEntries(named.flatMap(({ value }, index) => (properties[index] ? [[properties[index], value]] : []))),
        additionalProperty: additional.length ? additional.map(({ name, value }) => ({ "@type": "PropertyValue", name, value })) : undefined,
        offers: productOffer(variantUrl, variant.priceKurus, variant.stock, origin, settings),
      };
    }),
  };
}

/** One offer: its address, price, availability, the owner's company as the seller and their return terms. */
function productOffer(url: string, priceKurus: number, stock: number, origin: string, settings: ShopSettings) {
  return {
    "@type": "Offer",
    url,
    price: kurusToDecimalString(priceKurus),
    priceCurrency: "TRY",
    availability: stock > 0 ? "https://schema.org/InStock" : "https://schema.org/OutOfStock",
    itemCondition: "https://schema.org/NewCondition",
    seller: { "@type": "Organization", name: settings.companyName, url: `${origin}/` },
    // docs/product.md#legal-and-company-pages: withdrawal within the settings' days, returned free by mail.
    hasMerchantReturnPolicy: {
      "@type": "MerchantReturnPolicy",
      applicableCountry: "TR",
      returnPolicyCategory: "https://schema.org/MerchantReturnFiniteReturnWindow",
      merchantReturnDays: settings.withdrawalDays,
      returnMethod: "https://schema.org/ReturnByMail",
      returnFees: "https://schema.org/FreeReturn",
      merchantReturnLink: `${origin}/refund-policy`,
    },
  };
}
