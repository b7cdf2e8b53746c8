import { expect, it } from "vitest";
import { browserSummary } from "./browser-summary";

it("names the browser and the system of common User-Agents, and nothing it does not know", () => {
  expect(browserSummary("Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36")).toBe(
    "Chrome, Windows",
  );
  expect(browserSummary("Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0")).toBe(
    "Edge, Windows",
  );
  expect(
    browserSummary("Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1"),
  ).toBe("Safari, iOS");
  expect(browserSummary("Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0")).toBe("Firefox, Linux");
  expect(
    browserSummary(
      "Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36",
    ),
  ).toBe("Samsung Internet, Android");
  expect(browserSummary("curl/8.5.0")).toBeNull();
});
