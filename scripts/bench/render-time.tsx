// The page `scripts/bench/render-time.mjs` renders: a /products grid of 24 cards and four 6-card home rows.
import { renderToString } from "react-dom/server";
import { createRoutesStub } from "react-router";
import { CartProvider } from "~/components/shop/cart-context";
import { ProductGrid } from "~/components/shop/product-card";
import { ProductRow } from "~/components/shop/product-row";

const products = Array.from({ length: 24 }, (_, i) => ({
  id: `00000000-0000-4000-8000-${String(i).padStart(12, "0")}`,
  slug: `urun-${i}`,
  name: `Ürün adı ${i} biraz uzun bir ad`,
  description: "Açıklama ".repeat(20),
  priceKurus: 12990 + i * 100,
  originalPriceKurus: i % 3 === 0 ? 19990 : null,
  shippingCostKurus: 0,
  stock: i % 7 === 0 ? 2 : 10,
  maxPriceKurus: i % 4 === 0 ? 24990 + i * 100 : 12990 + i * 100,
  variantCount: i % 4 === 0 ? 2 : 1,
  isNew: i % 5 === 0,
  rating: i % 2 === 0 ? { average: 4.5, count: 12 + i } : null,
  image: { path: `products/abc${i}/def`, width: 960, height: 960 },
}));
function Page() {
  return (
    <CartProvider>
      <ProductGrid products={products} eagerCount={4} />
      {[0, 1, 2, 3].map((r) => (
        <ProductRow key={r} id={`r${r}`} title={`Satır ${r}`} href="/products" products={products.slice(0, 6)} />
      ))}
    </CartProvider>
  );
}
const Stub = createRoutesStub([{ path: "/products", Component: Page }]);
const el = <Stub initialEntries={["/products"]} />;
let html = "";
for (let i = 0; i < 200; i++) html = renderToString(el);
const batches = [];
for (let b = 0; b < 8; b++) {
  const t0 = process.cpuUsage();
  for (let i = 0; i < 150; i++) html = renderToString(el);
  const u = process.cpuUsage(t0);
  batches.push((u.user + u.system) / 1000 / 150);
}
batches.sort((a, b) => a - b);
console.log(`render CPU min ${batches[0].toFixed(3)} median ${batches[4].toFixed(3)} ms, html ${html.length} B`);
