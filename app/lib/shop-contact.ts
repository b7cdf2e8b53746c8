// The shop's contact facts that every shop page's footer and phone menu show (docs/product.md#contact-and-social-links).
// The shop layout's loader sends them as data, so the settings and these helpers are not shipped as JavaScript.
import { navigationText } from "./i18n/navigation";
import { isDemoCompany, type ShopSettings } from "./shop-settings";

export type SocialNetwork = keyof typeof navigationText.social;

/** In the order the footer lists them. */
const NETWORKS: SocialNetwork[] = ["instagram", "facebook", "x", "tiktok", "youtube"];

type SocialSettings = { readonly whatsapp: string } & { readonly [network in SocialNetwork]: string };

/** The social pages that are set (an empty address is not shown), with their names. */
export function socialLinks(settings: SocialSettings): { network: SocialNetwork; name: string; url: string }[] {
  return NETWORKS.filter((network) => settings[network].trim() !== "").map((network) => ({
    network,
    name: navigationText.social[network],
    url: settings[network].trim(),
  }));
}

/**
 * The WhatsApp chat link (https://wa.me/<digits>?text=…) with the prefilled Turkish message naming the shop, or
 * null when no number is set. The number may be written as people write it: "+90 532 555 01 23", "0532 555 01 23"
 * (a Turkish number: the leading 0 becomes 90) or "00 90 532…".
 */
export function whatsappHref(number: string, shopName: string): string | null {
  let digits = number.replace(/\D/g, "");
  if (digits.startsWith("00")) digits = digits.slice(2);
  else if (digits.startsWith("0")) digits = `90${digits.slice(1)}`;
  if (digits.length < 8) return null;
  return `https://wa.me/${digits}?text=${encodeURIComponent(navigationText.contact.whatsappMessage(shopName))}`;
}

/** What the page shell shows of the shop's contact facts. */
export function shellContact(settings: ShopSettings) {
  return {
    email: settings.email,
    companyName: settings.companyName,
    whatsappHref: whatsappHref(settings.social.whatsapp, settings.shopName),
    socialLinks: socialLinks(settings.social),
  };
}

export type ShellContact = ReturnType<typeof shellContact>;

/** The settings the shop's pages show (the calendar stays on the server; notices' addresses are the owner's). */
export type ShopFacts = Omit<ShopSettings, "deliveryCalendar" | "notifications">;

export function shopFactsFrom(settings: ShopSettings): ShopFacts {
  const { deliveryCalendar: _calendar, notifications: _notifications, ...facts } = settings;
  return facts;
}

/** Every shop page's shell: the contact facts, the facts pages show, and whether the shop is still being set up. */
export function shellSettings(settings: ShopSettings) {
  return { contact: shellContact(settings), shop: shopFactsFrom(settings), settingUp: isDemoCompany(settings) };
}
