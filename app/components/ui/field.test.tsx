// @vitest-environment happy-dom
import { cleanup, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { Button } from "./button";
import { controlProps, Field } from "./field";

afterEach(cleanup);

describe("controlProps", () => {
  it("points the control at its hint and error and marks it invalid", () => {
    expect(controlProps("x", {})).toEqual({ id: "x" });
    expect(controlProps("x", { hint: "h" })).toEqual({ id: "x", "aria-describedby": "x-hint" });
    expect(controlProps("x", { hint: "h", error: "e" })).toEqual({ id: "x", "aria-describedby": "x-hint x-error", "aria-invalid": true });
    expect(controlProps("x", { invalid: true })).toEqual({ id: "x", "aria-invalid": true });
  });
});

describe("Field", () => {
  it("labels the control, with the required note in the label, and describes it by hint and error", () => {
    render(
      <Field label="Ad" required="(zorunlu)" hint="İpucu" error="Hata" id="ad">
        {(control) => <input {...control} />}
      </Field>,
    );
    const input = screen.getByLabelText("Ad (zorunlu)");
    expect(input.id).toBe("ad");
    expect(input.getAttribute("aria-invalid")).toBe("true");
    const described = (input.getAttribute("aria-describedby") ?? "").split(" ").map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual(["İpucu", "Hata"]);
  });
});

describe("Button", () => {
  it("is a plain button by default and is disabled while busy", () => {
    render(
      <>
        <Button>Kaydet</Button>
        <Button busy>Kaydediliyor...</Button>
      </>,
    );
    expect(screen.getByRole("button", { name: "Kaydet" }).getAttribute("type")).toBe("button");
    expect((screen.getByRole("button", { name: "Kaydediliyor..." }) as HTMLButtonElement).disabled).toBe(true);
  });
});
