import type { JobDefinition } from "~/server/jobs/job-queue.server";
import type { AppServices } from "~/server/services.server";
import { PUSH_JOB, type PushJobData } from "./push-job";
import {
  type PushSenderOptions,
  type PushSenderServices,
  sendPushToMember,
} from "./push-sender.server";

// The push domain's queue workers (decision 0095). PUSH_JOB sends to every device of the member
// at once; a device whose push service did not take it is retried on its own, as a
// PUSH_DEVICE_JOB with the queue's backoff, so the devices that had it are not sent it twice.

export const PUSH_DEVICE_JOB = "push.send-device";

export interface PushDeviceJobData extends PushJobData {
  deviceId: string;
}

/** The first retry of a device waits this long; each later one doubles (pg-boss's backoff). */
const DEVICE_RETRY_DELAY_SECONDS = 30;

export type PushJobServices = PushSenderServices & Pick<AppServices, "jobs">;

export async function runPushJob(
  services: PushJobServices,
  data: PushJobData,
  options: PushSenderOptions = {},
) {
  const run = await sendPushToMember(services, data, options);
  for (const deviceId of run.failed) {
    const retry: PushDeviceJobData = { ...data, deviceId };
    await services.jobs.send(PUSH_DEVICE_JOB, retry, { startAfter: DEVICE_RETRY_DELAY_SECONDS });
  }
  return run;
}

/** A retry for one device: throwing hands it back to the queue to try again later. */
export async function runPushDeviceJob(
  services: PushSenderServices,
  { deviceId, ...data }: PushDeviceJobData,
  options: PushSenderOptions = {},
) {
  const run = await sendPushToMember(services, data, { ...options, deviceId });
  if (run.failed.length > 0) throw new Error("the push service did not take the push; retrying");
  return run;
}

export function pushJobs(services: () => PushJobServices): JobDefinition<never>[] {
  const send: JobDefinition<PushJobData> = {
    name: PUSH_JOB,
    retryLimit: 3,
    changesPages: false,
    async handle(data) {
      await runPushJob(services(), data);
    },
  };
  const retryDevice: JobDefinition<PushDeviceJobData> = {
    name: PUSH_DEVICE_JOB,
    retryLimit: 6,
    retryDelaySeconds: DEVICE_RETRY_DELAY_SECONDS,
    retryDelayMaxSeconds: 60 * 60,
    changesPages: false,
    async handle(data) {
      await runPushDeviceJob(services(), data);
    },
  };
  return [send as JobDefinition<never>, retryDevice as JobDefinition<never>];
}
