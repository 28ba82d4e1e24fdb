import { execFileSync } from "node:child_process";
import { createDecipheriv, createECDH, hkdfSync, randomBytes } from "node:crypto";
import { mkdtempSync, readFileSync } from "node:fs";
import { Agent, createServer } from "node:https";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";

// A local stand-in for a browser vendor's push service (decision 0095): an HTTPS server that
// takes Web Push requests (RFC 8030) as FCM or Mozilla's autopush would, answers each endpoint
// with the status a test sets, and decrypts what it was sent (RFC 8291) with the keys of a
// browser the test makes, to check what a push shows. Only what sits across the network is
// stood in for: the app's sender, web-push and its encryption are the real ones.

export interface ReceivedPush {
  path: string;
  headers: Record<string, string | string[] | undefined>;
  /** The decrypted payload, parsed. */
  payload: unknown;
}

/** A browser's push keys, as PushSubscription.toJSON() gives them, and the private half. */
export function browserKeys() {
  const ecdh = createECDH("prime256v1");
  ecdh.generateKeys();
  const auth = randomBytes(16);
  return {
    p256dh: ecdh.getPublicKey("base64url", "uncompressed"),
    auth: auth.toString("base64url"),
    decrypt: (body: Buffer) => decryptAes128gcm(body, ecdh, auth),
  };
}

type BrowserKeys = ReturnType<typeof browserKeys>;

const hkdf = (salt: Buffer, ikm: Buffer, info: Buffer, length: number) =>
  Buffer.from(hkdfSync("sha256", ikm, salt, info, length));

/** RFC 8291 with RFC 8188's aes128gcm, one record, as a browser decrypts a push. */
function decryptAes128gcm(body: Buffer, ecdh: ReturnType<typeof createECDH>, auth: Buffer): string {
  const salt = body.subarray(0, 16);
  const idLength = body.readUInt8(20);
  const senderKey = body.subarray(21, 21 + idLength);
  const ciphertext = body.subarray(21 + idLength);
  const shared = ecdh.computeSecret(senderKey);
  const keyInfo = Buffer.concat([
    Buffer.from("WebPush: info\0", "latin1"),
    ecdh.getPublicKey(),
    senderKey,
  ]);
  const ikm = hkdf(auth, shared, keyInfo, 32);
  const key = hkdf(salt, ikm, Buffer.from("Content-Encoding: aes128gcm\0", "latin1"), 16);
  const nonce = hkdf(salt, ikm, Buffer.from("Content-Encoding: nonce\0", "latin1"), 12);
  const decipher = createDecipheriv("aes-128-gcm", key, nonce);
  decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
  const padded = Buffer.concat([
    decipher.update(ciphertext.subarray(0, ciphertext.length - 16)),
    decipher.final(),
  ]);
  // The last record ends with a 0x02 delimiter, then any zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end--;
  if (padded[end] !== 2) throw new Error("the push's padding delimiter is missing");
  return padded.subarray(0, end).toString("utf8");
}

/** A certificate for 127.0.0.1 made with openssl, trusted only by the agent handed back. */
function selfSignedCertificate() {
  const folder = mkdtempSync(path.join(os.tmpdir(), "glut-push-service-"));
  const key = path.join(folder, "key.pem");
  const cert = path.join(folder, "cert.pem");
  execFileSync(
    "openssl",
    [
      ...["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1"],
      ...["-nodes", "-days", "1", "-subj", "/CN=127.0.0.1"],
      ...["-addext", "subjectAltName=IP:127.0.0.1", "-keyout", key, "-out", cert],
    ],
    { stdio: "ignore" },
  );
  return { key: readFileSync(key), cert: readFileSync(cert) };
}

export async function startPushService() {
  const { key, cert } = selfSignedCertificate();
  const statuses = new Map<string, number>();
  const browsers = new Map<string, BrowserKeys>();
  const received: ReceivedPush[] = [];
  const server = createServer({ key, cert }, (request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const url = request.url ?? "/";
      const browser = browsers.get(url);
      let payload: unknown = null;
      try {
        payload = browser ? JSON.parse(browser.decrypt(Buffer.concat(chunks))) : null;
      } catch (error) {
        payload = { undecryptable: String(error) };
      }
      received.push({ path: url, headers: request.headers, payload });
      response.writeHead(statuses.get(url) ?? 201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `https://127.0.0.1:${(server.address() as AddressInfo).port}`;
  let count = 0;
  return {
    received,
    agent: new Agent({ ca: cert }),
    /** A new browser's subscription at this service; its endpoint answers `status`. */
    subscribe(status = 201) {
      count += 1;
      const endpointPath = `/push/${count}-${randomBytes(6).toString("hex")}`;
      const keys = browserKeys();
      browsers.set(endpointPath, keys);
      statuses.set(endpointPath, status);
      return { endpoint: `${origin}${endpointPath}`, p256dh: keys.p256dh, auth: keys.auth };
    },
    /** Changes what an endpoint answers from now on. */
    answer(endpoint: string, status: number) {
      statuses.set(new URL(endpoint).pathname, status);
    },
    pushesTo(endpoint: string) {
      return received.filter((push) => push.path === new URL(endpoint).pathname);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
