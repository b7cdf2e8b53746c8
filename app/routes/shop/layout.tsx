import { Outlet } from "react-router";
import { Footer } from "~/components/shop/footer";
import { Header } from "~/components/shop/header";

export default function ShopLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <Header />
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
