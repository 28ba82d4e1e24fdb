import { accountRetentionJob } from "~/accounts/retention.server";
import { contactRequestRetentionJob } from "~/contact/contact-retention.server";
import { paymentRecordRetentionJob } from "~/membership/payment-retention.server";
import { messageRetentionJob } from "~/messaging/message-retention.server";
import type { AppServices } from "~/server/services.server";
import type { JobDefinition } from "./job-queue.server";

/**
 * The nightly jobs that keep the privacy notice's retention promises: inactive accounts (with
 * their warning), members' messages, contact-form messages, payment records. Each reads the
 * app's services when it runs, since the services are built after the queue starts.
 */
export function retentionJobs(services: () => AppServices): JobDefinition<never>[] {
  return [
    accountRetentionJob(services),
    messageRetentionJob(services),
    contactRequestRetentionJob(services),
    paymentRecordRetentionJob(services),
  ];
}
