import { describe, expect, it } from "vitest";
import { readForm, readFormWithin, RequestTooLargeError } from "./form-data.server";

const URL = "http://shop.test/x";

function post(body: BodyInit, headers: Record<string, string> = {}) {
  return new Request(URL, { method: "POST", body, headers });
}

/** A body without Content-Length, streamed in chunks. */
function streamed(text: string, headers: Record<string, string>) {
  const bytes = new TextEncoder().encode(text);
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (let i = 0; i < bytes.length; i += 100) controller.enqueue(bytes.subarray(i, i + 100));
      controller.close();
    },
  });
  return new Request(URL, { method: "POST", body, headers, duplex: "half" } as RequestInit);
}

describe("readForm", () => {
  it("reads url-encoded and multipart forms with NUL dropped from every text field", async () => {
    const encoded = await readForm(post(new URLSearchParams({ email: "a\u0000@b.c", note: "\u0000" })));
    expect(encoded?.get("email")).toBe("a@b.c");
    expect(encoded?.get("note")).toBe("");
    const multipart = new FormData();
    multipart.append("name", "Ku\u0000pa");
    multipart.append("image", new File(["png"], "a.png", { type: "image/png" }));
    const read = await readForm(post(multipart));
    expect(read?.get("name")).toBe("Kupa");
    expect((read?.get("image") as File).name).toBe("a.png");
  });

  it("answers null for a body that is not a form", async () => {
    expect(await readForm(post(JSON.stringify({ a: 1 }), { "Content-Type": "application/json" }))).toBeNull();
    expect(await readForm(post("--a\r\n\r\nxx", { "Content-Type": "multipart/form-data" }))).toBeNull();
    expect(await readForm(post(new Uint8Array([0, 1, 255]), { "Content-Type": "application/octet-stream" }))).toBeNull();
  });

  it("refuses a body above the limit with RequestTooLargeError, not null", async () => {
    const big = new URLSearchParams({ text: "x".repeat(5000) });
    await expect(readForm(post(big), { maxBytes: 1000, tooLargeMessage: "çok büyük" })).rejects.toThrow("çok büyük");
  });
});

describe("readFormWithin", () => {
  it("refuses by Content-Length and while streaming, and reads a small form", async () => {
    const big = new URLSearchParams({ text: "x".repeat(5000) });
    await expect(readFormWithin(post(big), { maxBytes: 1000 })).rejects.toBeInstanceOf(RequestTooLargeError);
    const chunked = streamed(big.toString(), { "Content-Type": "application/x-www-form-urlencoded" });
    await expect(readFormWithin(chunked, { maxBytes: 1000 })).rejects.toBeInstanceOf(RequestTooLargeError);
    expect((await readFormWithin(post(new URLSearchParams({ name: "kupa" })), { maxBytes: 1000 })).get("name")).toBe("kupa");
  });

  it("keeps the text as posted", async () => {
    expect((await readFormWithin(post(new URLSearchParams({ name: "a\u0000b" })))).get("name")).toBe("a\u0000b");
  });
});
