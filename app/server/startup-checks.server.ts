import { unwritableReason } from "./storage/storage-faults.ts";

// What start-up refuses before it creates anything (decision 0079): each refusal is one line
// naming the setting to change, printed without a stack by server.ts and scripts/start.ts.

export class StartupRefusal extends Error {
  override name = "StartupRefusal";
}

interface DataDirSettings {
  dataDir: string;
  DATABASE_URL?: string;
  S3_BUCKET?: string;
  SMTP_URL?: string;
  BETTER_AUTH_SECRET?: string;
}

/** What this configuration keeps under DATA_DIR; nothing when every part lives elsewhere. */
export function dataDirUses(env: DataDirSettings): string[] {
  return [
    env.DATABASE_URL ? null : "the embedded database",
    env.S3_BUCKET ? null : "uploaded photos",
    env.SMTP_URL ? null : "the email outbox",
    env.BETTER_AUTH_SECRET ? null : "the sign-in secret",
  ].filter((use): use is string => use !== null);
}

/** Refuses a DATA_DIR this configuration needs but cannot write. Creates nothing. */
export function assertDataDirWritable(env: DataDirSettings): void {
  const uses = dataDirUses(env);
  if (uses.length === 0) return;
  const reason = unwritableReason(env.dataDir);
  if (!reason) return;
  throw new StartupRefusal(
    `DATA_DIR (${env.dataDir}) cannot be written: ${reason}. Glut keeps ${listed(uses)} there. Make it writable, or set DATA_DIR to a folder that is.`,
  );
}

function listed(items: string[]): string {
  return items.length < 2
    ? (items[0] ?? "")
    : `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
}

/** The server's refusal of DATABASE_URL's database, as one line; null for other errors. */
export function databaseRefusal(
  thrown: unknown,
  databaseUrl: string | undefined,
): StartupRefusal | null {
  if (!databaseUrl) return null;
  let error: unknown = thrown;
  for (let depth = 0; depth < 6 && error instanceof Error; depth++) {
    const code = (error as { code?: unknown }).code;
    const target = describeTarget(databaseUrl);
    if (code === "3D000") {
      return new StartupRefusal(
        `The database "${target.database}" named by DATABASE_URL does not exist on the PostgreSQL server ${target.server}. Create it (createdb ${target.database}) or correct DATABASE_URL.`,
      );
    }
    if (code === "28P01" || code === "28000") {
      return new StartupRefusal(
        `The PostgreSQL server ${target.server} refused the user ${target.user} named by DATABASE_URL: ${(error as Error).message}. Check the user and password in DATABASE_URL.`,
      );
    }
    error = error.cause;
  }
  return null;
}

function describeTarget(databaseUrl: string) {
  try {
    const url = new URL(databaseUrl);
    return {
      database: decodeURIComponent(url.pathname.slice(1)) || decodeURIComponent(url.username),
      server: `${url.hostname || "localhost"}:${url.port || "5432"}`,
      user: `"${decodeURIComponent(url.username) || "(none)"}"`,
    };
  } catch {
    return { database: "(unreadable)", server: "(unreadable)", user: "(unreadable)" };
  }
}
