// The one place that reads the environment. Validated at start-up; a bad value is named in the error.
import path from "node:path";
import { z } from "zod";
import { DEFAULT_MAIL_FROM } from "~/lib/i18n/mail";

const booleanFlag = z.enum(["true", "false", "1", "0", "yes", "no"]).transform((v) => v === "true" || v === "1" || v === "yes");

/** An absolute http:// or https:// address. */
const httpUrl = z.url({ protocol: /^https?$/, error: "must be an http:// or https:// address" });

const EnvSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("production"),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().min(1).default("0.0.0.0"),
    DATA_DIR: z.string().min(1).default("./data"),
    DATABASE_URL: z
      .string()
      .regex(/^postgres(ql)?:\/\//, "must start with postgres:// or postgresql://")
      .optional(),
    PUBLIC_URL: z.url().optional(),
    ADMIN_EMAIL: z.email().optional(),
    ADMIN_PASSWORD: z.string().min(8, "must be at least 8 characters").optional(),
    /** The provider used while the shop settings choose none (docs/product.md#payment-providers). */
    PAYMENT_PROVIDER: z.enum(["simulated", "paytr", "iyzico"]).default("simulated"),
    PAYTR_MERCHANT_ID: z.string().optional(),
    PAYTR_MERCHANT_KEY: z.string().optional(),
    PAYTR_MERCHANT_SALT: z.string().optional(),
    PAYTR_TEST_MODE: booleanFlag.default(true),
    /** Buyers' photos kept above this many megabytes: the dashboard warns (docs/product.md#personal-photos). */
    PERSONAL_UPLOADS_ALARM_MB: z.coerce.number().int().min(1).default(2048),
    /**
     * Minutes an unpaid PayTR order holds its stock (then it expires); also PayTR's `timeout_limit`, the
     * time the shopper has to pay in PayTR's form (docs/product.md#stock-reservation).
     */
    PAYTR_PAYMENT_TIMEOUT_MINUTES: z.coerce.number().int().min(1).max(1440).default(15),
    /** PayTR's endpoints; overridable only so tests can point them at a local stand-in. */
    PAYTR_API_URL: z.url().default("https://www.paytr.com/odeme/api/get-token"),
    PAYTR_IFRAME_URL: z.url().default("https://www.paytr.com/odeme/guvenli"),
    /** iyzico's merchant API key and secret key (both or neither); IYZICO_BASE_URL is https://sandbox-api.iyzipay.com for iyzico's sandbox. */
    IYZICO_API_KEY: z.string().optional(),
    IYZICO_SECRET_KEY: z.string().optional(),
    IYZICO_BASE_URL: httpUrl.default("https://api.iyzipay.com"),
    SMTP_URL: z
      .string()
      .regex(/^smtps?:\/\//, "must start with smtp:// or smtps://")
      .optional(),
    MAIL_FROM: z.string().default(DEFAULT_MAIL_FROM),
    SHOP_NOTIFY_EMAIL: z.email().optional(),
    SEED_DEMO: booleanFlag.optional(),
    /**
     * Take the client address from X-Forwarded-For: `false` (default), `true` (one proxy in front: the
     * address that proxy saw), or the number of proxies in front (e.g. `2` for a CDN plus nginx).
     */
    TRUST_PROXY: z
      .union([booleanFlag, z.coerce.number().int().min(0).max(10)], { error: "must be true, false or the number of proxies in front (1-10)" })
      .transform((v) => (v === true ? 1 : v === false ? 0 : v))
      .default(0),
    /** Per-address request limits (requests per window; 0 switches one off). See docs/decisions/0006. */
    RATE_LIMIT_ENABLED: booleanFlag.default(true),
    RATE_LIMIT_WINDOW_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
    RATE_LIMIT_SEARCH: z.coerce.number().int().min(0).default(300),
    RATE_LIMIT_CHECKOUT: z.coerce.number().int().min(0).default(20),
    RATE_LIMIT_LOGIN: z.coerce.number().int().min(0).default(30),
    RATE_LIMIT_LOOKUP: z.coerce.number().int().min(0).default(10),
    /** Review posts through a review link (docs/product.md#reviews) per window and address. */
    RATE_LIMIT_REVIEW: z.coerce.number().int().min(0).default(10),
    /** Posts to the thank-you pages (docs/product.md#thank-you-notes): notes, answers, closing and reporting, per window and address. */
    RATE_LIMIT_THANKS: z.coerce.number().int().min(0).default(10),
    /** Helpful votes on reviews (docs/product.md#reviews): each is a write, one counted per voter anyway. */
    RATE_LIMIT_VOTE: z.coerce.number().int().min(0).default(30),
    /** Unpaid orders one client address may hold at once (docs/product.md#placing-an-order); 0 switches the limit off. */
    MAX_UNPAID_ORDERS_PER_ADDRESS: z.coerce.number().int().min(0).max(1000).default(3),
    LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
    /**
     * Product images in S3-compatible object storage (AWS S3, MinIO, Cloudflare R2…) instead of
     * DATA_DIR/uploads: setting S3_BUCKET switches it on (docs/operations.md#images-in-object-storage-s3).
     */
    S3_BUCKET: z
      .string()
      .regex(/^[A-Za-z0-9][A-Za-z0-9._-]{1,254}$/, "must be a bucket name (letters, digits, dots, hyphens)")
      .optional(),
    /** The service's address; unset means AWS S3 itself. */
    S3_ENDPOINT: httpUrl.optional(),
    /** `us-east-1` by default; Cloudflare R2 uses `auto`. */
    S3_REGION: z
      .string()
      .regex(/^[a-z0-9-]{1,40}$/, "must be a region name such as eu-central-1 or auto")
      .default("us-east-1"),
    /** Both or neither; neither means the SDK's default credentials (environment, profile, instance role). */
    S3_ACCESS_KEY_ID: z.string().optional(),
    S3_SECRET_ACCESS_KEY: z.string().optional(),
    /** Bucket in the path (`endpoint/bucket/key`) rather than the host name; MinIO and most self-hosted servers need true. */
    S3_FORCE_PATH_STYLE: booleanFlag.default(false),
    /** Put every object under this prefix (e.g. `shop1/`), for a bucket shared with other things. */
    S3_PREFIX: z
      .string()
      .regex(/^([A-Za-z0-9][A-Za-z0-9._-]*\/)*[A-Za-z0-9][A-Za-z0-9._-]*\/?$/, "must be folder names separated by / (letters, digits, . _ -), e.g. shop1/")
      .refine((v) => !v.includes(".."), "must not contain ..")
      .transform((v) => (v.endsWith("/") ? v : `${v}/`))
      .optional(),
    /**
     * The bucket's public address (a CDN or the bucket's public URL): image URLs then point there,
     * `${MEDIA_PUBLIC_URL}/${S3_PREFIX}${key}`, instead of the shop's /media route.
     */
    MEDIA_PUBLIC_URL: httpUrl.transform((v) => v.replace(/\/+$/, "")).optional(),
    /**
     * Processes serving the shop on one machine (node:cluster workers sharing PORT, each replaced when it
     * dies). More than 1 needs DATABASE_URL: the embedded database is one process only (docs/operations.md).
     */
    WEB_CONCURRENCY: z.coerce.number().int().min(1).max(64).default(1),
    /**
     * Paraşüt, the e-Arşiv integrator (docs/operations.md#e-arşiv-through-paraşüt): the API application's client id
     * and secret, the Paraşüt user's e-mail and password, and the company's number. All five or none; the settings'
     * invoicing.provider "parasut" then sends the invoices.
     */
    PARASUT_CLIENT_ID: z.string().optional(),
    PARASUT_CLIENT_SECRET: z.string().optional(),
    PARASUT_USERNAME: z.string().optional(),
    PARASUT_PASSWORD: z.string().optional(),
    PARASUT_COMPANY_ID: z.string().regex(/^\d+$/, "must be the company's number in Paraşüt (digits, as in its web address)").optional(),
    /** Paraşüt's API; overridable only so tests can point it at a local stand-in. */
    PARASUT_API_URL: httpUrl.default("https://api.parasut.com"),
  })
  .superRefine((env, ctx) => {
    if ((env.S3_ACCESS_KEY_ID === undefined) !== (env.S3_SECRET_ACCESS_KEY === undefined)) {
      const missing = env.S3_ACCESS_KEY_ID === undefined ? "S3_ACCESS_KEY_ID" : "S3_SECRET_ACCESS_KEY";
      ctx.addIssue({ code: "custom", path: [missing], message: "must be set together with the other S3 key (or leave both unset)" });
    }
    if (env.MEDIA_PUBLIC_URL !== undefined && env.S3_BUCKET === undefined) {
      ctx.addIssue({ code: "custom", path: ["MEDIA_PUBLIC_URL"], message: "needs S3_BUCKET (the images are served from the bucket)" });
    }
    if ((env.IYZICO_API_KEY === undefined) !== (env.IYZICO_SECRET_KEY === undefined)) {
      const missing = env.IYZICO_API_KEY === undefined ? "IYZICO_API_KEY" : "IYZICO_SECRET_KEY";
      ctx.addIssue({ code: "custom", path: [missing], message: "must be set together with the other iyzico key (or leave both unset)" });
    }
    const parasut = ["PARASUT_CLIENT_ID", "PARASUT_CLIENT_SECRET", "PARASUT_USERNAME", "PARASUT_PASSWORD", "PARASUT_COMPANY_ID"] as const;
    const parasutSet = parasut.filter((name) => env[name] !== undefined);
    if (parasutSet.length > 0 && parasutSet.length < parasut.length) {
      for (const name of parasut.filter((n) => env[n] === undefined)) {
        ctx.addIssue({ code: "custom", path: [name], message: `must be set together with ${parasutSet.join(", ")} (all five Paraşüt settings, or none)` });
      }
    }
  })
  .transform((env) => ({
    ...env,
    DATA_DIR: path.resolve(env.DATA_DIR),
    PUBLIC_URL: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ""),
  }));

export type Env = z.infer<typeof EnvSchema>;

export class ConfigError extends Error {}

/** Parses an environment; empty strings count as unset. Throws ConfigError naming every bad variable. */
export function parseEnv(source: Record<string, string | undefined>): Env {
  const cleaned = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ""));
  const result = EnvSchema.safeParse(cleaned);
  if (!result.success) {
    const lines = result.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  return result.data;
}

let current: Env | undefined;

export function env(): Env {
  current ??= parseEnv(process.env);
  return current;
}

/** For tests and the start-up code: replace the configuration in use. */
export function setEnv(next: Env) {
  current = next;
}
