import { randomBytes } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import {
  DEFAULT_TILE_ATTRIBUTION,
  DEFAULT_TILE_ATTRIBUTION_URL,
  DEFAULT_TILE_URL,
  tileImageSource,
} from "./map-tiles.ts";
import { assertDataDirWritable } from "./startup-checks.server.ts";

const booleanFlag = z
  .string()
  .trim()
  .toLowerCase()
  .pipe(
    z.enum(["true", "false", "1", "0", "yes", "no"], {
      error: "must be true or false",
    }),
  )
  .transform((value) => value === "true" || value === "1" || value === "yes");

const optionalText = z
  .string()
  .trim()
  .transform((value) => (value === "" ? undefined : value))
  .optional();

/** A whole number of milliseconds within bounds; the message names what the bounds mean. */
const milliseconds = (min: number, max: number, meaning: string) => {
  const message = `must be a whole number of milliseconds, ${meaning}`;
  return z.coerce
    .number({ error: message })
    .int(message)
    .min(min, message)
    .max(max, `must be at most ${max}`);
};

/**
 * An absolute http(s) URL. Any other scheme makes broken or unsafe links, and "localhost:3000"
 * would otherwise pass as a URL whose scheme is "localhost:".
 */
const httpUrl = (message: string) => z.url({ protocol: /^https?$/, error: message });

/**
 * The email address in a From header: "Glut <hello@glut.org.uk>" or a bare "hello@glut.org.uk".
 */
export function emailAddressOf(from: string): string | undefined {
  const address = (/<([^<>]*)>\s*$/.exec(from)?.[1] ?? from).trim();
  return z.email().safeParse(address).success ? address : undefined;
}

/** Every environment variable Glut reads, in one place. `.env.example` documents each one. */
export const envSchema = z
  .object({
    NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
    PORT: z.coerce
      .number({ error: "must be a port number" })
      .int()
      .min(1, "must be a port number")
      .max(65535, "must be a port number")
      .default(3000),
    HOST: z.string().default("0.0.0.0"),
    APP_URL: httpUrl("must be a full URL such as https://glut.org.uk").optional(),
    DATA_DIR: z.string().min(1).default("./data"),
    DATABASE_URL: z
      .string()
      .trim()
      .regex(/^postgres(ql)?:\/\//, "must be a postgres:// connection URL")
      .optional()
      .or(z.literal("").transform(() => undefined)),
    BETTER_AUTH_SECRET: optionalText.pipe(
      z.string().min(32, "must be at least 32 characters").optional(),
    ),
    LOG_LEVEL: z
      .enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"])
      .default("info"),
    TRUST_PROXY: z
      .string()
      .default("loopback")
      .describe("Express 'trust proxy' setting: hops to trust, 'true', or a list of subnets"),
    DEMO_DATA: booleanFlag.default(true),
    PAGE_CACHE_SECONDS: z.coerce
      .number({ error: "must be a whole number of seconds, 0 to turn the cache off" })
      .int("must be a whole number of seconds, 0 to turn the cache off")
      .min(0, "must be a whole number of seconds, 0 to turn the cache off")
      .max(3600, "must be at most 3600 (an hour)")
      .default(60),
    // Days a new member keeps the newcomer limits (decision 0071); 0 turns them off.
    NEWCOMER_DAYS: z.coerce
      .number({ error: "must be a whole number of days, 0 to turn newcomer limits off" })
      .int("must be a whole number of days, 0 to turn newcomer limits off")
      .min(0, "must be a whole number of days, 0 to turn newcomer limits off")
      .max(365, "must be at most 365")
      .default(7),
    // Fair-share limits of a personal member (decision 0087); verified organisations are exempt.
    FAIR_SHARE_OPEN_RESERVATIONS: z.coerce
      .number({ error: "must be a whole number of reservations, at least 1" })
      .int("must be a whole number of reservations, at least 1")
      .min(1, "must be a whole number of reservations, at least 1")
      .max(1000, "must be at most 1000")
      .default(3),
    FAIR_SHARE_ITEMS_PER_WEEK: z.coerce
      .number({ error: "must be a whole number of items, at least 1" })
      .int("must be a whole number of items, at least 1")
      .min(1, "must be a whole number of items, at least 1")
      .max(1000, "must be at most 1000")
      .default(5),
    // Shutting down and timeouts (docs/deploy.md, decision 0076). Milliseconds.
    SHUTDOWN_DRAIN_MS: milliseconds(0, 300_000, "0 to stop at once").default(5_000),
    SHUTDOWN_TIMEOUT_MS: milliseconds(1_000, 300_000, "at least 1000").default(15_000),
    DATABASE_CONNECT_TIMEOUT_MS: milliseconds(0, 300_000, "0 to wait for ever").default(5_000),
    DATABASE_STATEMENT_TIMEOUT_MS: milliseconds(0, 3_600_000, "0 for no limit").default(5_000),
    SOCIAL_URL: optionalText.pipe(httpUrl("must be a full http(s) URL").optional()),
    SOCIAL_LABEL: z.string().default("Follow Glut"),
    MEMBERSHIP_PRICE_PENCE: z.coerce
      .number({ error: "must be a whole number of pence, e.g. 100 for £1.00" })
      .int("must be a whole number of pence, e.g. 100 for £1.00")
      .min(30, "must be at least 30 (Stripe's smallest charge in pounds is 30p)")
      .default(100),
    STRIPE_SECRET_KEY: optionalText,
    STRIPE_PRICE_ID: optionalText,
    STRIPE_WEBHOOK_SECRET: optionalText,
    GOOGLE_CLIENT_ID: optionalText,
    GOOGLE_CLIENT_SECRET: optionalText,
    SMTP_URL: optionalText.pipe(
      z
        .string()
        .regex(/^smtps?:\/\//, "must be an smtp:// or smtps:// URL")
        .optional(),
    ),
    MAIL_FROM: z.string().default("Glut <hello@glut.localhost>"),
    // How long an email is retried before it becomes a dead letter (decision 0077): the
    // defaults keep trying for 24–25 hours.
    MAIL_RETRY_LIMIT: z.coerce
      .number({ error: "must be a whole number of retries" })
      .int("must be a whole number of retries")
      .min(0, "must be a whole number of retries")
      .max(1000, "must be at most 1000")
      .default(30),
    MAIL_RETRY_DELAY_SECONDS: z.coerce
      .number({ error: "must be a whole number of seconds" })
      .int("must be a whole number of seconds")
      .min(1, "must be at least 1 second")
      .default(30),
    MAIL_RETRY_MAX_DELAY_SECONDS: z.coerce
      .number({ error: "must be a whole number of seconds" })
      .int("must be a whole number of seconds")
      .min(1, "must be at least 1 second")
      .default(3600),
    CONTACT_EMAIL: optionalText.pipe(z.email("must be an email address").optional()),
    /**
     * The senior person accountable for Glut's Online Safety Act duties, named in the terms and
     * the privacy notice (decision 0075), and where to write to them.
     */
    ONLINE_SAFETY_CONTACT_NAME: z.string().trim().min(1).default("Glut's Head of Trust and Safety"),
    ONLINE_SAFETY_CONTACT_EMAIL: optionalText.pipe(z.email("must be an email address").optional()),
    // Web Push's VAPID keys (decision 0095): both, or neither. Without them the embedded default
    // generates a pair once under DATA_DIR/secrets; with DATABASE_URL in production push is off.
    VAPID_PUBLIC_KEY: optionalText.pipe(
      z
        .string()
        .regex(
          /^[A-Za-z0-9_-]{87}$/,
          "must be a P-256 public key in URL-safe base64 (87 characters)",
        )
        .optional(),
    ),
    VAPID_PRIVATE_KEY: optionalText.pipe(
      z
        .string()
        .regex(
          /^[A-Za-z0-9_-]{43}$/,
          "must be a P-256 private key in URL-safe base64 (43 characters)",
        )
        .optional(),
    ),
    /** Who the push services may contact about Glut's pushes: a mailto: or https: address. */
    VAPID_SUBJECT: optionalText.pipe(
      z
        .string()
        .regex(/^(mailto:.+@.+|https:\/\/.+)$/, "must be a mailto: or https:// address")
        .optional(),
    ),
    S3_BUCKET: optionalText,
    S3_REGION: z.string().default("eu-west-2"),
    S3_ENDPOINT: optionalText.pipe(httpUrl("must be a full http(s) URL").optional()),
    S3_ACCESS_KEY_ID: optionalText,
    S3_SECRET_ACCESS_KEY: optionalText,
    S3_FORCE_PATH_STYLE: booleanFlag.default(false),
    S3_PUBLIC_URL: optionalText.pipe(httpUrl("must be a full http(s) URL").optional()),
    /** Where food-bank imports read Google Sheets' CSV export; a stand-in for tests. */
    GOOGLE_SHEETS_URL: httpUrl("must be a full http(s) URL").default("https://docs.google.com"),
    /** The sheet the optional daily food-bank sync reads; no daily sync without it. */
    FOOD_BANKS_SYNC_SHEET_ID: optionalText,
    FOOD_BANKS_SYNC_SHEET_NAME: z.string().trim().min(1).default("Sheet1"),
    /**
     * Map tiles (decision 0097): an http(s) address template with {z}, {x} and {y} (and an
     * optional {s}. subdomain), whom to credit on every map, and where the credit links.
     */
    MAP_TILE_URL: z
      .string()
      .trim()
      .default(DEFAULT_TILE_URL)
      .refine((value) => tileImageSource(value) !== null, {
        error:
          "must be an http(s) tile address with {z}, {x} and {y}, such as https://tile.openstreetmap.org/{z}/{x}/{y}.png",
      }),
    MAP_TILE_ATTRIBUTION: z.string().trim().min(1).default(DEFAULT_TILE_ATTRIBUTION),
    MAP_TILE_ATTRIBUTION_URL: httpUrl("must be a full http(s) URL").default(
      DEFAULT_TILE_ATTRIBUTION_URL,
    ),
    /** Seconds without a heartbeat after which a running food-bank sync counts as lost. */
    SYNC_STALE_AFTER_SECONDS: z.coerce
      .number({ error: "must be a whole number of seconds, at least 10" })
      .int("must be a whole number of seconds, at least 10")
      .min(10, "must be a whole number of seconds, at least 10")
      .max(3600, "must be at most 3600 (an hour)")
      .default(300),
  })
  .superRefine((env, ctx) => {
    if (!env.CONTACT_EMAIL && !emailAddressOf(env.MAIL_FROM)) {
      ctx.addIssue({
        code: "custom",
        path: ["CONTACT_EMAIL"],
        message: "is required when MAIL_FROM holds no email address",
      });
    }
    const stripe = ["STRIPE_SECRET_KEY", "STRIPE_PRICE_ID", "STRIPE_WEBHOOK_SECRET"] as const;
    const given = stripe.filter((name) => env[name]);
    if (given.length > 0 && given.length < stripe.length) {
      for (const name of stripe.filter((n) => !env[n])) {
        ctx.addIssue({
          code: "custom",
          path: [name],
          message:
            "is required when any Stripe variable is set (all three, or none for the local test provider)",
        });
      }
    }
    if (Boolean(env.GOOGLE_CLIENT_ID) !== Boolean(env.GOOGLE_CLIENT_SECRET)) {
      ctx.addIssue({
        code: "custom",
        path: [env.GOOGLE_CLIENT_ID ? "GOOGLE_CLIENT_SECRET" : "GOOGLE_CLIENT_ID"],
        message: "is required when the other Google sign-in variable is set",
      });
    }
    if (Boolean(env.VAPID_PUBLIC_KEY) !== Boolean(env.VAPID_PRIVATE_KEY)) {
      ctx.addIssue({
        code: "custom",
        path: [env.VAPID_PUBLIC_KEY ? "VAPID_PRIVATE_KEY" : "VAPID_PUBLIC_KEY"],
        message: "is required when the other VAPID key is set",
      });
    }
    // Several instances behind a load balancer must share one secret, so only the
    // single-process embedded default may generate its own.
    if (env.NODE_ENV === "production" && env.DATABASE_URL && !env.BETTER_AUTH_SECRET) {
      ctx.addIssue({
        code: "custom",
        path: ["BETTER_AUTH_SECRET"],
        message:
          "is required in production when DATABASE_URL is set (every instance must share it)",
      });
    }
  });

export type EnvInput = z.input<typeof envSchema>;
export type ParsedEnv = z.output<typeof envSchema>;
export type Env = Omit<
  ParsedEnv,
  "APP_URL" | "BETTER_AUTH_SECRET" | "CONTACT_EMAIL" | "ONLINE_SAFETY_CONTACT_EMAIL"
> & {
  APP_URL: string;
  BETTER_AUTH_SECRET: string;
  /** Where people write to Glut: CONTACT_EMAIL, or else the address in MAIL_FROM. */
  CONTACT_EMAIL: string;
  /** ONLINE_SAFETY_CONTACT_EMAIL, or else CONTACT_EMAIL. */
  ONLINE_SAFETY_CONTACT_EMAIL: string;
  /** Absolute path of DATA_DIR. */
  dataDir: string;
};

export class EnvError extends Error {
  override name = "EnvError";
}

/**
 * Parses the environment, naming every bad variable in one message. A variable set to an empty
 * string (`PORT=` in .env, `${PORT:-}` in compose) counts as unset, so its default applies.
 */
export function parseEnv(source: Record<string, string | undefined>): ParsedEnv {
  const given = Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined && value.trim() !== ""),
  );
  const result = envSchema.safeParse(given);
  if (result.success) return result.data;
  const lines = result.error.issues.map((issue) => {
    const name = issue.path.join(".") || "environment";
    return `  ${name} ${issue.message}`;
  });
  throw new EnvError(`Invalid configuration:\n${lines.join("\n")}`);
}

/** Reads a secret kept under DATA_DIR, creating it the first time. */
export function persistentSecret(dataDir: string, name: string): string {
  const file = path.join(dataDir, "secrets", `${name}.txt`);
  try {
    const existing = readFileSync(file, "utf8").trim();
    if (existing.length >= 32) return existing;
  } catch {
    // First start: fall through and create it.
  }
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const secret = randomBytes(32).toString("base64url");
  writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: "w" });
  return secret;
}

/**
 * Refuses a bad setting, and a DATA_DIR this configuration needs but cannot write, before
 * anything is created (`npm start` asks before it prepares the embedded database).
 */
export function checkEnvironment(source: Record<string, string | undefined> = process.env): {
  parsed: ParsedEnv;
  dataDir: string;
} {
  const parsed = parseEnv(source);
  const dataDir = path.resolve(parsed.DATA_DIR);
  assertDataDirWritable({ ...parsed, dataDir });
  return { parsed, dataDir };
}

/** Parses the environment and fills what the embedded default may derive for itself. */
export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  const { parsed, dataDir } = checkEnvironment(source);
  // parseEnv refuses a configuration where neither gives an address.
  const contactEmail = parsed.CONTACT_EMAIL ?? emailAddressOf(parsed.MAIL_FROM) ?? "";
  return {
    ...parsed,
    dataDir,
    APP_URL: (parsed.APP_URL ?? `http://localhost:${parsed.PORT}`).replace(/\/$/, ""),
    BETTER_AUTH_SECRET: parsed.BETTER_AUTH_SECRET ?? persistentSecret(dataDir, "better-auth"),
    CONTACT_EMAIL: contactEmail,
    ONLINE_SAFETY_CONTACT_EMAIL: parsed.ONLINE_SAFETY_CONTACT_EMAIL ?? contactEmail,
  };
}
