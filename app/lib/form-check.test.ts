import { describe, expect, it } from "vitest";
import { checkForm, formText, isChecked } from "./form-check";
import { z } from "./zod-jitless";

const Schema = z.object({
  name: z.string().trim().min(1, "name needed"),
  age: z.coerce.number().int("whole years").min(0, "not negative"),
});

describe("checkForm", () => {
  it("gives the typed values", () => {
    expect(checkForm(Schema, { name: " Ada ", age: "36" }, "fallback")).toEqual({ ok: true, values: { name: "Ada", age: 36 } });
  });

  it("gives the first problem in key order and one message per field", () => {
    expect(checkForm(Schema, { name: "", age: "1.5" }, "fallback")).toEqual({
      ok: false,
      error: "name needed",
      fieldErrors: { name: "name needed", age: "whole years" },
    });
  });
});

describe("form helpers", () => {
  it("read checkboxes and text fields", () => {
    const form = new FormData();
    form.set("a", "on");
    form.set("file", new File(["x"], "x.txt"));
    expect([isChecked(form.get("a")), isChecked(form.get("b")), isChecked("1"), isChecked("yes")]).toEqual([true, false, true, false]);
    expect([formText(form, "a"), formText(form, "file"), formText(form, "none")]).toEqual(["on", "", ""]);
  });
});
