import { Link } from "react-router";
import { tr } from "~/lib/i18n/tr";
import { imageSrcSet, imageUrl } from "~/lib/media";
import { useShellData } from "./shell-data";
import { ShopIcon } from "./shop-icon";

/**
 * The shop's mark in the header and the phone menu: the owner's logo when one is set (docs/product.md#shop-settings),
 * with the shop's name as its text; otherwise the gift icon and the name. The logo sits in a box of fixed size, so
 * the header does not move when it loads.
 */
export function Logo() {
  const shop = useShellData()?.shop;
  const name = shop?.shopName || tr.shopName;
  const logo = shop?.appearance.logo;
  if (logo) {
    return (
      <Link to="/" className="flex min-h-11 shrink-0 items-center" data-testid="shop-logo">
        <img
          src={imageUrl(logo, 320)}
          srcSet={imageSrcSet(logo, [160, 320, 640])}
          sizes="(min-width: 640px) 160px, 80px"
          alt={name}
          className="h-10 w-20 object-contain object-left sm:w-40"
        />
      </Link>
    );
  }
  return (
    <Link to="/" className="flex min-h-11 min-w-11 shrink-0 items-center gap-2 font-extrabold tracking-tight text-brand-700">
      <ShopIcon name="gift" className="h-7 w-7" />
      <span className="hidden text-lg sm:inline">{name}</span>
      <span className="sr-only sm:hidden">{name}</span>
    </Link>
  );
}
