// An S3-compatible store for bench:scale-out: s3rver (an exact-pinned devDependency, objects kept
// as files under a temporary folder) in a process of its own, as a real store would be across the
// network, with a bucket created through the S3 API the way one is created on a real provider.
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { CreateBucketCommand, S3Client } from "@aws-sdk/client-s3";

// s3rver accepts any credentials that are well formed; these are its documented defaults.
const ACCESS_KEY = "S3RVER";
const SECRET_KEY = "S3RVER";

export interface S3Store {
  endpoint: string;
  bucket: string;
  /** Glut's S3_* settings for this store and bucket. */
  serverEnv: Record<string, string>;
  /** How many objects the bucket holds (s3rver keeps each as a file beside a metadata file). */
  objectCount(): number;
  stop(): Promise<void>;
}

async function waitUntilListening(endpoint: string, child: ChildProcess) {
  for (let attempt = 0; attempt < 60; attempt++) {
    if (child.exitCode !== null) throw new Error(`s3rver exited (${child.exitCode})`);
    try {
      await fetch(endpoint);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  }
  throw new Error("s3rver did not start");
}

export async function startS3Store(port: number, bucket: string): Promise<S3Store> {
  const endpoint = `http://127.0.0.1:${port}`;
  const occupied = await fetch(endpoint).then(
    () => true,
    () => false,
  );
  if (occupied) throw new Error(`port ${port} is in use; choose another with BENCH_PORT`);
  const directory = mkdtempSync(path.join(os.tmpdir(), "glut-s3rver-"));
  const cli = createRequire(import.meta.url).resolve("s3rver/bin/s3rver.js");
  const child = spawn(
    process.execPath,
    [cli, "--directory", directory, "--address", "127.0.0.1", "--port", String(port), "--silent"],
    { stdio: ["ignore", "ignore", "inherit"] },
  );
  const exited = new Promise((resolve) => child.once("exit", resolve));
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
    await exited;
    rmSync(directory, { recursive: true, force: true });
  };
  try {
    await waitUntilListening(endpoint, child);
    const client = new S3Client({
      endpoint,
      region: "eu-west-2",
      forcePathStyle: true,
      credentials: { accessKeyId: ACCESS_KEY, secretAccessKey: SECRET_KEY },
    });
    await client.send(new CreateBucketCommand({ Bucket: bucket }));
    client.destroy();
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    endpoint,
    bucket,
    serverEnv: {
      S3_BUCKET: bucket,
      S3_REGION: "eu-west-2",
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: ACCESS_KEY,
      S3_SECRET_ACCESS_KEY: SECRET_KEY,
      S3_FORCE_PATH_STYLE: "true",
      S3_PUBLIC_URL: "",
    },
    objectCount() {
      const files = readdirSync(path.join(directory, bucket), {
        recursive: true,
        withFileTypes: true,
      });
      return files.filter((file) => file.isFile() && file.name.endsWith("._S3rver_object")).length;
    },
    stop,
  };
}
