// The commands behind `npm run cli` (scripts/cli.ts): staff roles, so that the first admin can
// be made before there is an admin area to make one in, the monthly partner payout report, and
// the food-bank import. With the embedded database a command works while the server is stopped;
// while a server holds the database it refuses and touches nothing.
import { statSync } from "node:fs";
import path from "node:path";
import { LastAdminError } from "~/accounts/account-roles.server";
import {
  grantRole,
  InvalidRoleError,
  listRoles,
  parseStaffRole,
  revokeRole,
  UnknownAccountError,
} from "~/admin/staff-roles.server";
import { type SyncResult, syncFoodBanks } from "~/food-banks/food-bank-import.server";
import {
  DEFAULT_SHEET_NAME,
  type FoodBankSource,
  parseSpreadsheetId,
} from "~/food-banks/food-bank-source.server";
import { payoutReport, toCsv } from "~/membership/referral-payouts.server";
import { isMonth } from "~/membership/uk-months";
import { allotmentLinkTargets, checkLinks, linkReport } from "~/places/link-check.server";
import { announceChange } from "~/server/db/change-notices.server";
import { DatabaseInUseError } from "~/server/db/data-dir-lock.server";
import {
  type DatabaseHandle,
  type Db,
  migrateDatabase,
  openDatabase,
} from "~/server/db/database.server";
import {
  listDeadEmails,
  RequeueFailedError,
  retryDeadEmails,
} from "~/server/email/dead-letters.server";
import { type Env, EnvError, loadEnv } from "~/server/env.server";
import { openJobQueueForSending, stopJobQueue } from "~/server/jobs/job-queue.server";

const USAGE = `Usage: npm run cli -- <command>

Commands:
  grant-role <email> <admin|moderator>    give an account a staff role
  revoke-role <email> <admin|moderator>   take a staff role away
  list-roles                              show every account with a staff role
  payouts <YYYY-MM>                       the month's partner payouts as CSV on stdout
                                          (UK calendar month: organisation, referrals
                                          paid, amount in pounds). To save it, keep npm
                                          quiet: npm run -s cli -- payouts 2026-01 > p.csv
  mail:dead                               list the emails every delivery attempt failed
                                          for (dead letters), most recent first
  mail:retry <id…|--all>                  send dead letters again, with a full set of
                                          retries (the ids mail:dead shows)
  food-banks:import <sheet-id|file.csv> [--sheet <name>] [--incremental]
                                          import food banks from a public Google Sheet
                                          (its id or address; sheet ${DEFAULT_SHEET_NAME} unless
                                          --sheet names another) or a CSV file. A full sync
                                          removes food banks the source no longer lists;
                                          --incremental only adds and updates.
  check-links                             check every council allotment page the directory
                                          links to: HTTP status, and where redirects lead.
                                          Only reports; needs no database, so it runs while
                                          the server does.

For the role commands the account must exist (sign up first). With the embedded database, stop
the server first.`;

class UsageError extends Error {
  override name = "UsageError";
}

/** Where a command writes: the console when run as `npm run cli`, a buffer in tests. */
export interface CliOutput {
  out(text: string): void;
  err(text: string): void;
}

type Command = {
  run(db: Db, env: Env, output: CliOutput, database: DatabaseHandle): Promise<string>;
};
/** A command that reads nothing from the database, so it runs beside a running server. */
type StandaloneCommand = { standalone: true; run(output: CliOutput): Promise<string> };

/** How many row errors an import prints; the counts cover the rest. */
const ROW_ERRORS_SHOWN = 20;

class CommandFailed extends Error {
  override name = "CommandFailed";
}

function parseFoodBankImport(args: string[]): Command {
  let target: string | undefined;
  let sheet: string | undefined;
  let incremental = false;
  for (let index = 0; index < args.length; index++) {
    const arg = args[index] ?? "";
    if (arg === "--incremental") incremental = true;
    else if (arg === "--sheet" || arg.startsWith("--sheet=")) {
      sheet = arg === "--sheet" ? args[++index] : arg.slice("--sheet=".length);
      if (!sheet?.trim()) throw new UsageError("--sheet needs the sheet's name, such as Sheet1.");
    } else if (arg.startsWith("--")) throw new UsageError(`Unknown option "${arg}".`);
    else if (target === undefined) target = arg;
    else throw new UsageError("food-banks:import takes one spreadsheet id or CSV file.");
  }
  if (!target) throw new UsageError("food-banks:import needs a Google Sheets id or a CSV file.");

  let source: FoodBankSource;
  if (/\.csv$/i.test(target) || isFile(target)) {
    if (sheet !== undefined) throw new UsageError("--sheet is for Google Sheets, not CSV files.");
    source = { kind: "file", path: path.resolve(target) };
  } else {
    const spreadsheetId = parseSpreadsheetId(target);
    if (!spreadsheetId) {
      throw new UsageError(
        `"${target}" is neither a CSV file nor a Google Sheets id (the long code between /d/ and /edit in the sheet's address).`,
      );
    }
    source = { kind: "sheet", spreadsheetId, sheetName: sheet };
  }
  return {
    async run(db, env) {
      const result = await syncFoodBanks({ db, sheetsBaseUrl: env.GOOGLE_SHEETS_URL }, source, {
        syncType: incremental ? "incremental" : "full",
      });
      const report = importReport(result);
      if (!result.success) throw new CommandFailed(report);
      return report;
    },
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function parseMailRetry(args: string[]): Command {
  const all = args.includes("--all");
  const ids = args.filter((arg) => arg !== "--all");
  if (all === ids.length > 0) {
    throw new UsageError("mail:retry needs the ids of dead letters (from mail:dead), or --all.");
  }
  const bad = ids.find((id) => !UUID.test(id));
  if (bad) throw new UsageError(`"${bad}" is not a dead letter's id (mail:dead lists them).`);
  return {
    async run(db, _env, _output, database) {
      const queue = await openJobQueueForSending(database);
      try {
        const queued = await retryDeadEmails({ db, queue }, all ? "all" : ids);
        if (queued === 0) return "No dead letter to retry. Nothing changed.";
        return `Queued ${queued} email${queued === 1 ? "" : "s"} for delivery again.`;
      } finally {
        await stopJobQueue(queue);
      }
    },
  };
}

function isFile(candidate: string): boolean {
  try {
    return statSync(candidate).isFile();
  } catch {
    return false;
  }
}

function importReport(result: SyncResult): string {
  const { stats } = result;
  const lines = [
    result.success
      ? result.message
      : `${result.message}: ${result.error ?? "Unknown error occurred"}`,
    `Rows read: ${stats.recordsProcessed}. Added: ${stats.recordsAdded}. Updated: ${stats.recordsUpdated}. Removed: ${stats.recordsRemoved}. Errors: ${stats.errors}. Took ${stats.duration} ms.`,
  ];
  for (const { row, message } of result.rowErrors.slice(0, ROW_ERRORS_SHOWN)) {
    lines.push(`  Row ${row}: ${message}`);
  }
  const more = result.rowErrors.length - ROW_ERRORS_SHOWN;
  if (more > 0) lines.push(`  …and ${more} more row${more === 1 ? "" : "s"} with errors.`);
  return lines.join("\n");
}

/** Checks the arguments before the database is opened, so a typo never touches it. */
function parseCommand(args: string[]): Command | StandaloneCommand {
  if (args[0] === "check-links") return parseCheckLinks(args.slice(1));
  return parseDatabaseCommand(args);
}

function parseCheckLinks(args: string[]): StandaloneCommand {
  if (args.length > 0) throw new UsageError("check-links takes no arguments.");
  return {
    standalone: true,
    async run(output) {
      const targets = allotmentLinkTargets();
      output.err(`Checking ${targets.length} council allotment pages…`);
      return linkReport(await checkLinks(targets));
    },
  };
}

function parseDatabaseCommand(args: string[]): Command {
  const [name, ...rest] = args;
  if (name === "grant-role" || name === "revoke-role") {
    const [email, roleText, ...extra] = rest;
    if (!email || !roleText || extra.length > 0) {
      throw new UsageError(`${name} needs an email address and a role.`);
    }
    const role = parseStaffRole(roleText);
    if (name === "grant-role") {
      return {
        async run(db) {
          const change = await grantRole(db, email, role);
          return change.changed
            ? `Granted ${role} to ${change.email}.`
            : `${change.email} already has the ${role} role. Nothing changed.`;
        },
      };
    }
    return {
      async run(db) {
        const change = await revokeRole(db, email, role);
        return change.changed
          ? `Revoked ${role} from ${change.email}.`
          : `${change.email} does not have the ${role} role. Nothing changed.`;
      },
    };
  }
  if (name === "list-roles") {
    if (rest.length > 0) throw new UsageError("list-roles takes no arguments.");
    return {
      async run(db) {
        const rows = await listRoles(db);
        if (rows.length === 0) return "No account has a staff role yet.";
        return rows
          .map(
            (row) =>
              `${row.role.padEnd(10)} ${row.email}${row.username ? ` (${row.username})` : ""}`,
          )
          .join("\n");
      },
    };
  }
  if (name === "payouts") {
    const [month, ...extra] = rest;
    if (!month || extra.length > 0) throw new UsageError("payouts needs a month, such as 2026-01.");
    if (!isMonth(month)) {
      throw new UsageError(`"${month}" is not a month. Give it as YYYY-MM, such as 2026-01.`);
    }
    return {
      async run(db, _env, output) {
        const rows = await payoutReport(db, month);
        if (rows.length === 0) output.err(`No referral earnings in ${month}.`);
        // The output ends the last line.
        return toCsv(rows).trimEnd();
      },
    };
  }
  if (name === "food-banks:import") return parseFoodBankImport(rest);
  if (name === "mail:dead") {
    if (rest.length > 0) throw new UsageError("mail:dead takes no arguments.");
    return {
      async run(db) {
        const dead = await listDeadEmails(db);
        if (dead.length === 0)
          return "No dead letters: every email was delivered or is still being tried.";
        return dead
          .map(
            (email) =>
              `${email.id}  ${email.deadAt?.toISOString() ?? ""}  to ${email.to}  "${email.subject}"\n    ${email.lastError ?? "no error recorded"}`,
          )
          .join("\n");
      },
    };
  }
  if (name === "mail:retry") return parseMailRetry(rest);
  throw new UsageError(name ? `Unknown command "${name}".` : "Name a command.");
}

/**
 * Runs one command and returns its exit code (0 done, 1 failed, 2 usage). The environment is
 * passed in, so tests can run it in-process against a DATA_DIR of their own.
 */
export async function runCli(
  args: string[],
  source: Record<string, string | undefined>,
  output: CliOutput,
): Promise<number> {
  if (args.length === 0 || args[0] === "help" || args[0] === "--help" || args[0] === "-h") {
    output.out(USAGE);
    return args.length === 0 ? 1 : 0;
  }
  let command: Command | StandaloneCommand;
  try {
    command = parseCommand(args);
  } catch (error) {
    if (error instanceof UsageError) {
      output.err(`${error.message}\n\n${USAGE}`);
      return 2;
    }
    if (error instanceof InvalidRoleError) {
      output.err(error.message);
      return 1;
    }
    throw error;
  }

  if ("standalone" in command) {
    // What it finds is reported, never acted on: the exit code is 0 whatever the links answer.
    output.out(await command.run(output));
    return 0;
  }

  let database: DatabaseHandle | undefined;
  try {
    const env = loadEnv(source);
    database = env.DATABASE_URL
      ? await openDatabase({ kind: "postgres", connectionString: env.DATABASE_URL, max: 1 })
      : await openDatabase({ kind: "pglite", dataDir: env.dataDir });
    await migrateDatabase(database);
    output.out(await command.run(database.db, env, output, database));
    return 0;
  } catch (error) {
    if (
      error instanceof DatabaseInUseError ||
      error instanceof UnknownAccountError ||
      error instanceof InvalidRoleError ||
      error instanceof LastAdminError ||
      error instanceof EnvError ||
      error instanceof CommandFailed ||
      error instanceof RequeueFailedError
    ) {
      output.err(error.message);
      return 1;
    }
    throw error;
  } finally {
    // A command may have changed what the pages show: running servers forget what they keep.
    if (database) await announceChange(database).catch(() => undefined);
    await database?.close();
  }
}
