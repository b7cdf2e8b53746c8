import { Link } from "react-router";
import { tr } from "~/lib/i18n/tr";
import { useShellData } from "./shell-data";
import { ShopIcon } from "./shop-icon";

export function Logo() {
  // The shop's name from the settings (the layout's data); the demo's name only where there is none.
  const shopName = useShellData()?.shop.shopName || tr.shopName;
  return (
    <Link to="/" className="flex min-h-11 min-w-11 shrink-0 items-center gap-2 font-extrabold tracking-tight text-brand-700">
      <ShopIcon name="gift" className="h-7 w-7" />
      <span className="hidden text-lg sm:inline">{shopName}</span>
      <span className="sr-only sm:hidden">{shopName}</span>
    </Link>
  );
}
