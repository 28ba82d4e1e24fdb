// `npm run cli -- <command>`: staff roles from the command line, so that the first admin can be
// made before there is an admin area to make one in, and the monthly partner payout report.
// With the embedded database it works while the server is stopped; while a server holds the
// database it refuses and touches nothing.
import { existsSync } from "node:fs";
import path from "node:path";
import {
  grantRole,
  InvalidRoleError,
  listRoles,
  parseStaffRole,
  revokeRole,
  UnknownAccountError,
} from "~/accounts/staff-roles.server";
import { isMonth, payoutReport, toCsv } from "~/membership/referrals.server";
import { DatabaseInUseError } from "~/server/db/data-dir-lock.server";
import {
  type DatabaseHandle,
  type Db,
  migrateDatabase,
  openDatabase,
} from "~/server/db/database.server";
import { EnvError, loadEnv } from "~/server/env.server";

const USAGE = `Usage: npm run cli -- <command>

Commands:
  grant-role <email> <admin|moderator>    give an account a staff role
  revoke-role <email> <admin|moderator>   take a staff role away
  list-roles                              show every account with a staff role
  payouts <YYYY-MM>                       the month's partner payouts as CSV on stdout
                                          (UK calendar month: organisation, referrals
                                          paid, amount in pounds). To save it, keep npm
                                          quiet: npm run -s cli -- payouts 2026-01 > p.csv

The account must exist (sign up first). With the embedded database, stop the server first.`;

class UsageError extends Error {
  override name = "UsageError";
}

type Command = { run(db: Db): Promise<string> };

/** Checks the arguments before the database is opened, so a typo never touches it. */
function parseCommand(args: string[]): Command {
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
      async run(db) {
        const rows = await payoutReport(db, month);
        if (rows.length === 0) console.error(`No referral earnings in ${month}.`);
        // console.log ends the last line.
        return toCsv(rows).trimEnd();
      },
    };
  }
  throw new UsageError(name ? `Unknown command "${name}".` : "Name a command.");
}

async function main(args: string[]): Promise<number> {
  if (args.length === 0 || args[0] === "help" || args[0] === "--help" || args[0] === "-h") {
    console.log(USAGE);
    return args.length === 0 ? 1 : 0;
  }
  let command: Command;
  try {
    command = parseCommand(args);
  } catch (error) {
    if (error instanceof UsageError) {
      console.error(`${error.message}\n\n${USAGE}`);
      return 2;
    }
    if (error instanceof InvalidRoleError) {
      console.error(error.message);
      return 1;
    }
    throw error;
  }

  // Like `npm start`: the values in .env apply unless the environment sets them already.
  const envFile = path.resolve(".env");
  if (existsSync(envFile)) process.loadEnvFile(envFile);

  let database: DatabaseHandle | undefined;
  try {
    const env = loadEnv();
    database = env.DATABASE_URL
      ? await openDatabase({ kind: "postgres", connectionString: env.DATABASE_URL, max: 1 })
      : await openDatabase({ kind: "pglite", dataDir: env.dataDir });
    await migrateDatabase(database);
    console.log(await command.run(database.db));
    return 0;
  } catch (error) {
    if (
      error instanceof DatabaseInUseError ||
      error instanceof UnknownAccountError ||
      error instanceof InvalidRoleError ||
      error instanceof EnvError
    ) {
      console.error(error.message);
      return 1;
    }
    throw error;
  } finally {
    await database?.close();
  }
}

try {
  process.exitCode = await main(process.argv.slice(2));
} catch (error) {
  console.error(error);
  process.exitCode = 1;
}
