// What the admin screens show in place of an anonymised order's personal data (docs/product.md#kvkk).
import { privacyText } from "~/lib/i18n/privacy";

export function Anonymised({ className = "" }: { className?: string }) {
  return (
    <span className={`italic text-gray-700 ${className}`} data-testid="anonymised">
      {privacyText.anonymised}
    </span>
  );
}
