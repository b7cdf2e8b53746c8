// deploy/docker-compose.multi.yml cannot be started here (no Docker engine), and no YAML parser is installed,
// so this reads it as text, honestly limited to what text can show: every service image is an official one,
// every setting the app servers get is one the shop reads (app/env.server.ts), and the nginx configuration it
// mounts is deploy/nginx.conf, the file the multi-server test runs.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { repoRoot } from "../support/server-process";

const compose = fs.readFileSync(path.join(repoRoot, "deploy", "docker-compose.multi.yml"), "utf8");
const envSource = fs.readFileSync(path.join(repoRoot, "app", "env.server.ts"), "utf8");
const OFFICIAL_IMAGES = ["postgres", "minio/minio", "nginx", "node"];

/**
 * The keys of a top-level block (`name:` at column 0 up to the next top-level line), e.g. an x- anchor,
 * commented-out ones (`# KEY: value`) included: an example setting must not go stale either.
 */
function blockKeys(source: string, block: string): string[] {
  const lines = source.split("\n");
  const start = lines.findIndex((line) => line.startsWith(`${block}:`));
  if (start < 0) throw new Error(`${block} not found`);
  const keys: string[] = [];
  for (const line of lines.slice(start + 1)) {
    if (/^\S/.test(line)) break;
    const key = /^ {2}(?:#\s*)?([A-Za-z_][A-Za-z0-9_]*):/.exec(line)?.[1];
    if (key) keys.push(key);
  }
  return keys;
}

describe("deploy/docker-compose.multi.yml", () => {
  it("uses only official images", () => {
    const images = [...compose.matchAll(/^\s+image:\s*(\S+)/gm)].map((m) => m[1]);
    expect(images.length).toBeGreaterThanOrEqual(6);
    for (const image of images) expect(OFFICIAL_IMAGES, image).toContain(image.split(":")[0]);
  });

  it("gives the app servers only settings the shop reads, WEB_CONCURRENCY and the object storage among them", () => {
    const names = blockKeys(compose, "x-shop-environment");
    expect(names).toEqual(expect.arrayContaining(["DATABASE_URL", "WEB_CONCURRENCY", "S3_BUCKET", "S3_ENDPOINT", "TRUST_PROXY", "MEDIA_PUBLIC_URL"]));
    for (const name of names) expect(envSource, `${name} is not a setting in app/env.server.ts`).toMatch(new RegExp(`^\\s+${name}:`, "m"));
  });

  it("runs nginx with deploy/nginx.conf and both app servers behind it", () => {
    expect(compose).toMatch(/- \.\/nginx\.conf:\/etc\/nginx\/conf\.d\/default\.conf:ro/);
    const nginx = fs.readFileSync(path.join(repoRoot, "deploy", "nginx.conf"), "utf8");
    for (const service of ["app1", "app2"]) {
      expect(compose).toMatch(new RegExp(`^  ${service}:`, "m"));
      expect(nginx).toMatch(new RegExp(`^\\s+server ${service}:3000\\b`, "m"));
    }
  });
});
