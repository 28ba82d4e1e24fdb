import { createECDH } from "node:crypto";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Env } from "~/server/env.server";

/** The keys that sign Glut's pushes (VAPID, RFC 8292), and who push services may write to. */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

type VapidEnv = Pick<
  Env,
  | "VAPID_PUBLIC_KEY"
  | "VAPID_PRIVATE_KEY"
  | "VAPID_SUBJECT"
  | "CONTACT_EMAIL"
  | "NODE_ENV"
  | "DATABASE_URL"
  | "dataDir"
>;

/** A new P-256 key pair in the URL-safe base64 that browsers and web-push take. */
export function generateVapidKeyPair(): Pick<VapidKeys, "publicKey" | "privateKey"> {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  return {
    publicKey: ecdh.getPublicKey("base64url", "uncompressed"),
    privateKey: ecdh.getPrivateKey("base64url").padStart(43, "A"),
  };
}

/** The pair kept under DATA_DIR/secrets, made on first use like the other generated secrets. */
function keptKeyPair(dataDir: string): Pick<VapidKeys, "publicKey" | "privateKey"> {
  const file = path.join(dataDir, "secrets", "vapid.json");
  try {
    const kept = JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown>;
    if (typeof kept.publicKey === "string" && typeof kept.privateKey === "string") {
      return { publicKey: kept.publicKey, privateKey: kept.privateKey };
    }
  } catch {
    // First use: fall through and make the pair.
  }
  const pair = generateVapidKeyPair();
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  writeFileSync(file, `${JSON.stringify(pair)}\n`, { mode: 0o600 });
  return pair;
}

const resolved = new Map<string, VapidKeys | null>();

/**
 * The VAPID keys from the environment; on the embedded default, a pair generated once. With
 * DATABASE_URL in production and no keys set, null: push is off, since instances that each made
 * their own pair could not send to each other's subscriptions.
 */
export function vapidKeys(env: VapidEnv): VapidKeys | null {
  const subject = env.VAPID_SUBJECT ?? `mailto:${env.CONTACT_EMAIL}`;
  if (env.VAPID_PUBLIC_KEY && env.VAPID_PRIVATE_KEY) {
    return { publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY, subject };
  }
  if (env.NODE_ENV === "production" && env.DATABASE_URL) return null;
  const key = env.dataDir;
  if (!resolved.has(key)) resolved.set(key, { ...keptKeyPair(env.dataDir), subject });
  return resolved.get(key) ?? null;
}
