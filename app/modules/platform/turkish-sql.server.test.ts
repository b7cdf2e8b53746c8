// The SQL folding and the TypeScript folding must agree, or an order search finds less than it should:
// the query is folded by foldTurkish, the stored text by foldTurkishSql. Run on PGlite, and on PostgreSQL
// when TEST_DATABASE_URL is set.
import { sql } from "drizzle-orm";
import { expect, it } from "vitest";
import { describeEachDatabase } from "../../../tests/support/databases";
import { foldTurkish } from "~/lib/turkish";
import { foldTurkishSql } from "./turkish-sql.server";

const TRICKY = [
  "İ ı I i Ş ş Ğ ğ Ü ü Ö ö Ç ç Â â Î î Û û",
  "ÇçĞğIıİiÖöŞşÜü",
  "Özel Işıklı Kupa",
  "İSTANBUL istanbul IĞDIR ığdır",
  "DİYARBAKIR'DAKİ ŞÖLEN",
  // Combining marks: decomposed İ, ş, ç, ö, ü, ğ, and I with a dot above written as two characters.
  "I\u0307stanbul",
  "i\u0307",
  "s\u0327eker S\u0327EKER",
  "c\u0327ic\u0327ek C\u0327IC\u0327EK",
  "o\u0308zel O\u0308ZEL u\u0308zu\u0308m U\u0308ZU\u0308M",
  "g\u0306u\u0308l G\u0306U\u0308L",
  "e\u0301 \u00e9 \u00c9 E\u0301",
  // Other Latin accents.
  "José Müller Ångström Crème Brûlée Naïve Ñandú Čapek Łódź",
  "ÀÁÂÃÄÅ àáâãäå ÈÉÊË èéêë ÌÍÎÏ ìíîï ÒÓÔÕÖ òóôõö ÙÚÛÜ ùúûü Ýý ÿ",
  "straße",
  // White space: runs, tabs, line breaks, no-break and other Unicode spaces, at the ends too.
  "  Kupa \n\t Bardak  ",
  "a\u00a0b\u2003c\u3000d\u202fe\ufeff",
  "\r\n",
  "",
  // What LIKE and the shop's inputs carry.
  "%_\\ 'x' \"y\"",
  "SIP-2026-000123",
  "YONETICI@EXAMPLE.COM yönetici@örnek.com.tr",
  "TR123456789 Kargo-ÇŞ/42",
  "😀 Hediye 🎁",
];

describeEachDatabase("foldTurkishSql", (getDb) => {
  it("folds every tricky string exactly as foldTurkish does", async () => {
    const db = getDb();
    for (const text of TRICKY) {
      const result = await db.execute(sql`select ${foldTurkishSql(sql`${text}::text`)} as folded`);
      const [row] = (result as unknown as { rows: { folded: string }[] }).rows;
      expect(row.folded, JSON.stringify(text)).toBe(foldTurkish(text));
    }
  });

  it("lets a folded query find the folded stored text with LIKE", async () => {
    const db = getDb();
    const stored = "Özel Işıklı Kupa";
    for (const query of ["ozel", "ÖZEL", "işık", "ISIK", "kupa", "KUPA", "ışıklı kupa"]) {
      const result = await db.execute(sql`select ${foldTurkishSql(sql`${stored}::text`)} like ${`%${foldTurkish(query)}%`} as found`);
      const [row] = (result as unknown as { rows: { found: boolean }[] }).rows;
      expect(row.found, query).toBe(true);
    }
  });
});
