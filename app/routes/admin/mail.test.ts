import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { ADMIN_ACCESS_DENIED } from "~/admin/admin-access.server";
import { outgoingEmails } from "~/server/email/outgoing-emails.table";
import { newMessageId, SEND_EMAIL_JOB } from "~/server/email/send-email.server";
import type { JobQueue } from "~/server/jobs/job-queue.server";
import type { AppServices } from "~/server/services.server";
import {
  createRouteServices,
  isDataResult,
  routeArgs,
  settle,
} from "../../../tests/factories/route-args";
import { createTestMember } from "../../../tests/factories/test-members";
import { createTestServices } from "../../../tests/factories/test-services";
import { createTestStaff } from "../../../tests/factories/test-staff";
import { setupTestDatabase } from "../../../tests/test-database";
import { testJobQueue } from "../../../tests/test-job-queue";
import { action, loader } from "./mail";

const getDatabase = setupTestDatabase();

/** An email every attempt failed for, as the send-email job leaves it. */
async function deadLetter(services: AppServices, subject: string) {
  const id = crypto.randomUUID();
  await services.db.insert(outgoingEmails).values({
    id,
    messageId: newMessageId("hello@glut.test"),
    email: {
      from: "hello@glut.test",
      to: "grower@example.org",
      subject,
      html: "<p>Hi</p>",
      text: "Hi",
    },
    state: "dead",
    deadAt: new Date(),
    lastError: "Error: connect ECONNREFUSED 127.0.0.1:25",
  });
  return id;
}

async function stateOf(services: AppServices, id: string) {
  const [row] = await services.db
    .select({ state: outgoingEmails.state })
    .from(outgoingEmails)
    .where(eq(outgoingEmails.id, id));
  return row?.state;
}

/** Send-email jobs waiting for the email (signing up queues mail of its own). */
async function queuedFor(jobs: JobQueue, emailId: string) {
  const waiting = await jobs.fetch<{ emailId?: string }>(SEND_EMAIL_JOB, { batchSize: 100 });
  if (waiting.length > 0)
    await jobs.fail(
      SEND_EMAIL_JOB,
      waiting.map((job) => job.id),
    );
  return waiting.filter((job) => job.data.emailId === emailId).length;
}

const retry = (emailId: string) =>
  new Request("http://localhost/admin/mail", {
    method: "POST",
    body: new URLSearchParams({ intent: "retry-dead-letter", emailId }),
  });

describe("/admin/mail", () => {
  it("lists dead letters for admins and re-queues one on an admin's retry", async () => {
    const { services: routeServices } = createRouteServices(getDatabase());
    const jobs = await testJobQueue(getDatabase(), SEND_EMAIL_JOB);
    const services = { ...routeServices, jobs } as AppServices;
    const admin = await createTestStaff(createTestServices(getDatabase()), "admin");
    const id = await deadLetter(services, "Your plums are waiting");

    const page = (await loader(
      routeArgs(services, admin, new Request("http://localhost/admin/mail")) as never,
    )) as { dead: { id: string; subject: string; to: string; lastError: string }[] };
    expect(page.dead).toContainEqual(
      expect.objectContaining({
        id,
        subject: "Your plums are waiting",
        to: "grower@example.org",
        lastError: "Error: connect ECONNREFUSED 127.0.0.1:25",
      }),
    );

    const answer = (await action(routeArgs(services, admin, retry(id)) as never)) as Response;
    expect(answer.status).toBe(302);
    expect(answer.headers.get("Location")).toBe("/admin/mail");
    expect(await stateOf(services, id)).toBe("queued");
    expect(await queuedFor(jobs, id)).toBe(1);
  });

  it("refuses a member's and a moderator's forged retry with 403 and changes nothing", async () => {
    const { services: routeServices } = createRouteServices(getDatabase());
    const jobs = await testJobQueue(getDatabase(), SEND_EMAIL_JOB);
    const services = { ...routeServices, jobs } as AppServices;
    const test = createTestServices(getDatabase());
    const member = await createTestMember(test);
    const moderator = await createTestStaff(test, "moderator");
    const id = await deadLetter(services, "Spare courgettes");

    for (const person of [member, moderator]) {
      const list = await settle(() =>
        loader(routeArgs(services, person, new Request("http://localhost/admin/mail")) as never),
      );
      expect(isDataResult(list) && list.init?.status).toBe(403);
      expect(isDataResult(list) && (list.data as { message: string }).message).toBe(
        ADMIN_ACCESS_DENIED,
      );
      for (const emailId of [id, "all"]) {
        const forged = await settle(() =>
          action(routeArgs(services, person, retry(emailId)) as never),
        );
        expect(isDataResult(forged) && forged.init?.status).toBe(403);
      }
    }
    const visitor = (await settle(() =>
      action(routeArgs(services, null, retry(id)) as never),
    )) as Response;
    expect(visitor.headers.get("Location")).toMatch(/^\/login/);

    expect(await stateOf(services, id)).toBe("dead");
    expect(await queuedFor(jobs, id)).toBe(0);
  });
});
