import { Link } from "react-router";
import { ShopIcon } from "./shop-icon";

/** The not-found views ('Ürün Bulunamadı', 'Sipariş Bulunamadı'): a title, a line and a way back. */
export function NotFoundView({ title, text, backTo, backLabel }: { title: string; text: string; backTo: string; backLabel: string }) {
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center">
      <ShopIcon name="gift" className="mx-auto h-14 w-14 text-brand-500" />
      <h1 className="mt-4 text-2xl font-extrabold">{title}</h1>
      <p className="mt-2 text-gray-700">{text}</p>
      <Link to={backTo} className="mt-6 inline-flex min-h-11 items-center rounded-lg bg-brand-600 px-5 font-semibold text-white hover:bg-brand-700">
        {backLabel}
      </Link>
    </div>
  );
}
