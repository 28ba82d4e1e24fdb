import pino, { type DestinationStream, type Logger, type LoggerOptions } from "pino";
import { type ChangeNotices, startChangeNotices } from "./db/change-notices.server";
import {
  type DatabaseHandle,
  migrateDatabase,
  openDatabase,
  pingDatabase,
} from "./db/database.server";
import { createMailTransport } from "./email/mail-transport.server";
import { pruneOutgoingEmailsJob } from "./email/outgoing-email-retention.server";
import { sendEmailJob } from "./email/send-email.server";
import { type Env, loadEnv } from "./env.server";
import {
  type JobDefinition,
  type JobQueue,
  startJobQueue,
  stopJobQueue,
} from "./jobs/job-queue.server";
import { redactSecrets } from "./log-redaction";
import type { DemoSeeder, ReferenceSeeder } from "./seed/demo-seeder";
import { seedDemoContent, seedReferenceData } from "./seed/seed.server";
import { type AppServices, createInfraServices, type InfraServices } from "./services.server";
import { guardedFailure, guardStartup, type StartupGuard } from "./startup-guard.server";
import { sweepPendingUploadsJob } from "./storage/pending-uploads.server";
import { createStorage } from "./storage/storage.server";

/**
 * What the domains add to the infrastructure, gathered by the composition
 * (`app/composition/`), which is the only place that names them.
 */
export interface AppParts {
  referenceSeeders: readonly ReferenceSeeder[];
  demoSeeders: readonly DemoSeeder[];
  /** Queue workers and schedules; they read the services when they run. */
  jobs(services: () => AppServices): JobDefinition<never>[];
  /** Adds the domains' own services (auth, payments, …) to what the infrastructure built. */
  createServices(infra: InfraServices): AppServices;
}

export interface BootedApp {
  env: Env;
  logger: Logger;
  services: AppServices;
  /** Changes made through other instances on the same database, and this one's to tell them. */
  changes: ChangeNotices;
  /** True when the database answers. */
  healthy(): Promise<boolean>;
  /** Stops the job queue (letting running jobs finish), then closes the database. */
  shutdown(): Promise<void>;
}

/**
 * The one logger of a running app. `destination` is standard output unless a test captures the
 * lines. Every line passes through redactSecrets as it is written, so no token in an address
 * reaches the logs whichever code logged it (decision 0069).
 */
export function createLogger(
  env: Pick<Env, "LOG_LEVEL" | "NODE_ENV">,
  destination?: DestinationStream,
): Logger {
  const options: LoggerOptions = {
    level: env.LOG_LEVEL,
    base: undefined,
    redact: ["req.headers.cookie", "req.headers.authorization", 'res.headers["set-cookie"]'],
    hooks: { streamWrite: redactSecrets },
  };
  return destination ? pino(options, destination) : pino(options);
}

/**
 * With GLUT_LOG_MEMORY=1, the process's memory at one moment (what `npm run bench:memory` cannot
 * see from outside: how much of the resident memory is V8's heap, buffers, or neither, which is
 * WebAssembly and native libraries). Read straight from the environment: a diagnostic, not a
 * setting.
 */
export function logMemory(logger: Logger, stage: string): void {
  if (process.env.GLUT_LOG_MEMORY !== "1") return;
  const usage = process.memoryUsage();
  const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);
  logger.info(
    {
      stage,
      rssMb: mb(usage.rss),
      heapUsedMb: mb(usage.heapUsed),
      heapTotalMb: mb(usage.heapTotal),
      externalMb: mb(usage.external),
      arrayBuffersMb: mb(usage.arrayBuffers),
    },
    "memory",
  );
}

/**
 * Starts everything the site stands on, in order: configuration, database, migrations,
 * reference data (and demo content), the job queue with its workers.
 */
export async function bootApp(
  parts: AppParts,
  options: { env?: Env; logger?: Logger } = {},
): Promise<BootedApp> {
  const env = options.env ?? loadEnv();
  const logger = options.logger ?? createLogger(env);
  const memory = (stage: string) => logMemory(logger, stage);
  memory("boot started");

  // Before the database: demo content stores its photos here.
  const storage = createStorage({
    dataDir: env.dataDir,
    ...(env.S3_BUCKET
      ? {
          s3: {
            bucket: env.S3_BUCKET,
            region: env.S3_REGION,
            endpoint: env.S3_ENDPOINT,
            accessKeyId: env.S3_ACCESS_KEY_ID,
            secretAccessKey: env.S3_SECRET_ACCESS_KEY,
            forcePathStyle: env.S3_FORCE_PATH_STYLE,
            publicUrl: env.S3_PUBLIC_URL,
          },
        }
      : {}),
  });
  const database: DatabaseHandle = env.DATABASE_URL
    ? await openDatabase({
        kind: "postgres",
        connectionString: env.DATABASE_URL,
        onIdleConnectionLost: (error) =>
          logger.warn({ err: error }, "database connection lost; reconnecting on demand"),
      })
    : await openDatabase({ kind: "pglite", dataDir: env.dataDir });
  let jobs: JobQueue | undefined;
  let changes: ChangeNotices | undefined;
  let guard: StartupGuard | undefined;
  // Scheduled jobs need the services, which need the queue: they read them when they run, and
  // one that runs before they exist fails and is retried.
  let services: AppServices | undefined;
  const readyServices = () => {
    if (!services) throw new Error("The app's services are not ready yet");
    return services;
  };
  try {
    memory("database open");
    await migrateDatabase(database);
    memory("migrated");
    guard = await guardStartup(env, database, logger);
    await seedReferenceData(database.db, parts.referenceSeeders);
    memory("reference data seeded");
    if (env.DEMO_DATA) {
      const started = performance.now();
      const seeded = await seedDemoContent(database.db, { storage, seeders: parts.demoSeeders });
      if (seeded.length > 0) {
        const ms = Math.round(performance.now() - started);
        logger.info({ seeded, ms }, "demo content added");
      }
    }

    memory("demo content seeded");
    const started = await startChangeNotices(database, logger);
    changes = started;
    const mail = createMailTransport({ smtpUrl: env.SMTP_URL, dataDir: env.dataDir });
    jobs = await startJobQueue(
      database,
      [
        sendEmailJob({
          transport: mail,
          db: database.db,
          logger,
          retry: {
            limit: env.MAIL_RETRY_LIMIT,
            delaySeconds: env.MAIL_RETRY_DELAY_SECONDS,
            maxDelaySeconds: env.MAIL_RETRY_MAX_DELAY_SECONDS,
          },
        }),
        pruneOutgoingEmailsJob({ db: database.db, logger }),
        sweepPendingUploadsJob({
          db: database.db,
          storage,
          onSwept: (count) => logger.info({ count }, "removed photos no save ever linked"),
        }),
        ...parts.jobs(readyServices),
      ],
      logger,
      () => started.announce(),
    );
    logger.info({ database: database.kind, mail: mail.describe() }, "Glut services started");
  } catch (error) {
    if (jobs) await stopJobQueue(jobs).catch(() => {});
    await changes?.close().catch(() => {});
    await guard?.close().catch(() => {});
    await database.close();
    throw guardedFailure(error, env);
  }

  memory("job queue started");
  // Every 10 s while running, so a walk of the site shows where the memory goes and whether it
  // comes back; unref'd so it never keeps the process alive.
  const memoryTimer =
    process.env.GLUT_LOG_MEMORY === "1" ? setInterval(() => memory("running"), 10_000) : undefined;
  memoryTimer?.unref();
  services = parts.createServices(createInfraServices({ env, logger, database, jobs, storage }));
  const queue = jobs;
  const notices = changes;
  const registration = guard;

  return {
    env,
    logger,
    services,
    changes: notices,
    async healthy() {
      try {
        await pingDatabase(database);
        return true;
      } catch (error) {
        logger.error({ err: error }, "health check failed");
        return false;
      }
    },
    async shutdown() {
      clearInterval(memoryTimer);
      try {
        await stopJobQueue(queue);
      } finally {
        await notices.close().catch(() => {});
        await registration?.close().catch(() => {});
        await database.close();
      }
    },
  };
}
