// Campaigns written straight to a test database, as the back office would save them (docs/product.md#campaigns).
import type { Executor } from "~/db/client.server";
import { campaigns, discountCodes } from "~/db/schema";
import { type CampaignKind, type CampaignScope, type DiscountRule, discountCodeKey, normaliseDiscountCode } from "~/lib/campaigns";

export interface CampaignFixture {
  name?: string;
  kind?: CampaignKind;
  rule: DiscountRule;
  scope?: CampaignScope;
  minBasketKurus?: number;
  startsAt?: Date | null;
  endsAt?: Date | null;
  totalUses?: number | null;
  usesPerEmail?: number | null;
  combinesWithAutomatic?: boolean;
  isActive?: boolean;
  /** The campaign's codes (a code campaign); each with its own limit when given (bulk codes: 1). */
  codes?: (string | { code: string; maxUses: number | null })[];
}

export async function insertCampaign(db: Executor, fixture: CampaignFixture): Promise<{ id: string; codeIds: string[] }> {
  const kind = fixture.kind ?? (fixture.codes ? "code" : "automatic");
  const [row] = await db
    .insert(campaigns)
    .values({
      name: fixture.name ?? "Test kampanyası",
      kind,
      rule: fixture.rule,
      scope: fixture.scope ?? { kind: "all" },
      minBasketKurus: fixture.minBasketKurus ?? 0,
      startsAt: fixture.startsAt ?? null,
      endsAt: fixture.endsAt ?? null,
      totalUses: fixture.totalUses ?? null,
      usesPerEmail: fixture.usesPerEmail ?? null,
      combinesWithAutomatic: fixture.combinesWithAutomatic ?? false,
      isActive: fixture.isActive ?? true,
    })
    .returning({ id: campaigns.id });
  const codes = (fixture.codes ?? []).map((c) => (typeof c === "string" ? { code: c, maxUses: null } : c));
  const codeIds =
    codes.length > 0
      ? (
          await db
            .insert(discountCodes)
            .values(codes.map((c) => ({ campaignId: row.id, code: normaliseDiscountCode(c.code), codeKey: discountCodeKey(c.code), maxUses: c.maxUses })))
            .returning({ id: discountCodes.id })
        ).map((r) => r.id)
      : [];
  return { id: row.id, codeIds };
}
