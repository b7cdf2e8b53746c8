// POST /cookie-notice (docs/product.md#cookie-notice): the cookie notice's `Tamam` without JavaScript.
import { describe, expect, it } from "vitest";
import { action, loader } from "~/routes/cookie-notice";

type ActionArgs = Parameters<typeof action>[0];

async function post(next: string | null, publicUrl = "http://127.0.0.1:3000"): Promise<Response> {
  const body = new URLSearchParams(next === null ? {} : { next });
  const request = new Request("http://127.0.0.1:3000/cookie-notice", { method: "POST", body });
  return action({ request, context: { env: { PUBLIC_URL: publicUrl } }, params: {} } as unknown as ActionArgs);
}

describe("POST /cookie-notice", () => {
  it("sets the notice's cookie for a year and sends the visitor back to the page they were on (303)", async () => {
    const answer = await post("/product/ozel-isikli-kupa?secim=KUPA-K");
    expect(answer.status).toBe(303);
    expect(answer.headers.get("Location")).toBe("/product/ozel-isikli-kupa?secim=KUPA-K#cerez-bildirimi");
    expect(answer.headers.get("Set-Cookie")).toBe("cerez_bildirimi=1; Path=/; Max-Age=31536000; SameSite=Lax");
    expect(answer.headers.get("Cache-Control")).toBe("no-store");
  });

  it("returns only to paths of this site: anything else goes home", async () => {
    for (const next of ["https://evil.test/x", "//evil.test/x", "/\\evil.test", "javascript:alert(1)", "", null]) {
      const answer = await post(next);
      expect(answer.status, String(next)).toBe(303);
      expect(answer.headers.get("Location"), String(next)).toBe("/#cerez-bildirimi");
    }
  });

  it("marks the cookie Secure when the shop is served over https", async () => {
    expect((await post("/", "https://shop.example.com")).headers.get("Set-Cookie")).toBe("cerez_bildirimi=1; Path=/; Max-Age=31536000; SameSite=Lax; Secure");
  });

  it("a GET is sent to the cookie policy", () => {
    const answer = loader();
    expect(answer.status).toBe(302);
    expect(answer.headers.get("Location")).toBe("/cookie-policy");
  });
});
