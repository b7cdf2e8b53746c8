// What every section handler of /admin/settings is: it reads its own fields from the posted form, validates
// them with its schema (shared with the form), and writes through updateShopSettings.
import type { Executor } from "~/db/client.server";
import type { ShopContext } from "~/load-context";
import type { SectionOutcome, SettingsSection } from "~/lib/settings-sections";
import type { AuditBy } from "~/modules/audit/audit-log.server";

export interface SectionSaveArgs {
  db: Executor;
  by: AuditBy;
  form: FormData;
  context: ShopContext;
  section: SettingsSection;
}

export type SectionSave = (args: SectionSaveArgs) => Promise<SectionOutcome>;
