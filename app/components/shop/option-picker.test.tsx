// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { ShopVariant } from "~/lib/variants";
import { OptionPicker } from "./option-picker";

afterEach(cleanup);

const options = [{ name: "Renk", values: ["Beyaz", "Siyah", "Kırmızı Kulplu", "Mor"] }];
const variant = (sku: string, value: string, stock: number): ShopVariant => ({
  id: sku,
  sku,
  optionValues: [value],
  priceKurus: 10000,
  originalPriceKurus: null,
  stock,
  imagePath: null,
});
// Mor is not sold at all; Kırmızı Kulplu is sold out.
const variants = [variant("B", "Beyaz", 2), variant("S", "Siyah", 4), variant("K", "Kırmızı Kulplu", 0)];

describe("OptionPicker", () => {
  it("a radio per value, named secenek1, colour swatches, the unavailable ones marked and kept", () => {
    const onChoose = vi.fn();
    render(<OptionPicker slug="kupa" options={options} variants={variants} chosen={["Beyaz"]} onChoose={onChoose} />);
    const radios = screen.getAllByRole("radio") as HTMLInputElement[];
    expect(radios.map((radio) => [radio.name, radio.value, radio.checked])).toEqual([
      ["secenek1", "Beyaz", true],
      ["secenek1", "Siyah", false],
      ["secenek1", "Kırmızı Kulplu", false],
      ["secenek1", "Mor", false],
    ]);
    expect(screen.getByRole("radio", { name: "Kırmızı Kulplu (tükendi)" })).toBeTruthy();
    expect(screen.getByRole("radio", { name: "Mor (mevcut değil)" })).toBeTruthy();
    expect(screen.getByRole("radio", { name: "Siyah" })).toBeTruthy();
    expect(document.querySelectorAll(".option-swatch")).toHaveLength(3);
    const form = document.querySelector("form");
    expect([form?.getAttribute("method"), form?.getAttribute("action")]).toEqual(["get", "/product/kupa"]);

    fireEvent.click(screen.getByRole("radio", { name: "Siyah" }));
    expect(onChoose).toHaveBeenCalledWith(0, "Siyah");
  });

  it("hides the no-JavaScript button once the page runs JavaScript", () => {
    render(<OptionPicker slug="kupa" options={options} variants={variants} chosen={["Beyaz"]} onChoose={() => {}} />);
    expect(screen.getByTestId("option-submit").className).toBe("hidden");
  });
});
