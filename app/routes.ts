import { type RouteConfig, index, layout, route } from "@react-router/dev/routes";

// One line per URL of the spec (§2). Anything else redirects to / (catch-all at the end).
export default [
  layout("routes/shop/layout.tsx", [
    index("routes/shop/home.tsx"),
    route("products", "routes/shop/products.tsx"),
    route("product/:slug", "routes/shop/product.tsx"),
    route("cart", "routes/shop/cart.tsx"),
    route("checkout", "routes/shop/checkout.tsx"),
    route("payment/:orderId", "routes/shop/payment.tsx"),
    route("order-confirmation/success", "routes/shop/order-return.tsx", { id: "order-return-success" }),
    route("order-confirmation/fail", "routes/shop/order-return.tsx", { id: "order-return-fail" }),
    route("order-confirmation/:orderId", "routes/shop/order-confirmation.tsx"),
    route("about", "routes/shop/pages/about.tsx"),
    route("contact", "routes/shop/pages/contact.tsx"),
    route("terms", "routes/shop/pages/terms.tsx"),
    route("distance-sales-agreement", "routes/shop/pages/distance-sales-agreement.tsx"),
    route("delivery-info", "routes/shop/pages/delivery-info.tsx"),
    route("legal-notice", "routes/shop/pages/legal-notice.tsx"),
    route("refund-policy", "routes/shop/pages/refund-policy.tsx"),
    route("privacy-policy", "routes/shop/pages/privacy-policy.tsx"),
    route("kvkk", "routes/shop/pages/kvkk.tsx"),
  ]),
  route("admin", "routes/admin/login.tsx"),
  route("admin/logout", "routes/admin/logout.ts"),
  layout("routes/admin/layout.tsx", [
    route("admin/dashboard", "routes/admin/dashboard.tsx"),
    route("admin/products", "routes/admin/products.tsx"),
    route("admin/orders", "routes/admin/orders.tsx"),
    route("admin/categories", "routes/admin/categories.tsx"),
  ]),
  route("api/search", "routes/api/search.ts"),
  route("api/cart", "routes/api/cart.ts"),
  route("api/payments/paytr/notify", "routes/api/paytr-notify.ts"),
  route("sitemap.xml", "routes/api/sitemap.ts"),
  route("robots.txt", "routes/api/robots.ts"),
  route("*", "routes/catch-all.ts"),
] satisfies RouteConfig;
