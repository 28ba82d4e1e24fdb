import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pino from "pino";
import { createAuth } from "~/accounts/auth.server";
import { suspensionRefusal } from "~/admin/member-suspension.server";
import { accountSteps, moderationTargets } from "~/composition/app-parts.server";
import type { DatabaseHandle } from "~/server/db/database.server";
import { loadEnv } from "~/server/env.server";
import { createToasts } from "~/server/toast.server";
import { createTestMail } from "../test-mail";

/**
 * The services the account code needs, on a test database, with every domain's account steps.
 * Email is the app's own: `sendEmail` renders and queues on pg-boss in the test database, and
 * `mail.delivered()` runs the queued jobs through the real handler into an .eml outbox and reads
 * back what this services object sent (no SMTP server: the outbox is the transport without one).
 */
export function createTestServices(database: DatabaseHandle) {
  const { db } = database;
  const env = loadEnv({
    NODE_ENV: "test",
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), "glut-services-")),
    BETTER_AUTH_SECRET: "test-secret-that-is-at-least-32-characters",
    APP_URL: "http://localhost:3000",
  });
  const logger = pino({ level: "silent" });
  const mail = createTestMail(database, env.MAIL_FROM);
  const { sendEmail } = mail;
  const auth = createAuth({ env, db, logger, sendEmail, refuseSession: suspensionRefusal });
  const toasts = createToasts({ secret: env.BETTER_AUTH_SECRET, secureCookie: false });
  return { env, db, logger, auth, sendEmail, mail, accountSteps, moderationTargets, toasts };
}
