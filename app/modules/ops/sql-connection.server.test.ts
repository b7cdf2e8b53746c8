import { describe, expect, it } from "vitest";
import { databaseLocation, redactUrl } from "./sql-connection.server";

describe("names and settings", () => {
  it("uses DATABASE_URL when set, otherwise DATA_DIR/pglite; hides passwords in messages", () => {
    expect(databaseLocation({ DATA_DIR: "/d" })).toEqual({ kind: "pglite", dir: "/d/pglite" });
    expect(databaseLocation({ DATA_DIR: "/d", DATABASE_URL: "postgres://u:p@h/db" })).toEqual({ kind: "postgres", url: "postgres://u:p@h/db" });
    expect(redactUrl("postgres://shop:gizli@db.example.com:5432/shop")).toBe("postgres://shop:***@db.example.com:5432/shop");
    expect(redactUrl("postgres://db.example.com/shop")).toBe("postgres://db.example.com/shop");
  });
});
