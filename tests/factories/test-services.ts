import { mkdtempSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pino from "pino";
import { createAuth } from "~/accounts/auth.server";
import { suspensionRefusal } from "~/admin/member-suspension.server";
import { accountSteps, moderationTargets } from "~/composition/app-parts.server";
import type { Db } from "~/server/db/database.server";
import type { EmailRequest } from "~/server/email/send-email.server";
import { loadEnv } from "~/server/env.server";
import { createToasts } from "~/server/toast.server";

export interface SentEmail {
  to: string;
  subject: string;
  request: EmailRequest;
}

/**
 * The services the account code needs, on a test database, with every domain's account steps. Email is recorded instead of sent:
 * delivery sits across the network (the outbox itself is tested in app/server/email).
 */
export function createTestServices(db: Db) {
  const env = loadEnv({
    NODE_ENV: "test",
    DATA_DIR: mkdtempSync(path.join(os.tmpdir(), "glut-services-")),
    BETTER_AUTH_SECRET: "test-secret-that-is-at-least-32-characters",
    APP_URL: "http://localhost:3000",
  });
  const logger = pino({ level: "silent" });
  const sent: SentEmail[] = [];
  const sendEmail = async (request: EmailRequest) => {
    sent.push({ to: request.to, subject: request.subject, request });
    return `test-${sent.length}`;
  };
  const auth = createAuth({ env, db, logger, sendEmail, refuseSession: suspensionRefusal });
  const toasts = createToasts({ secret: env.BETTER_AUTH_SECRET, secureCookie: false });
  return { env, db, logger, auth, sendEmail, sent, accountSteps, moderationTargets, toasts };
}
