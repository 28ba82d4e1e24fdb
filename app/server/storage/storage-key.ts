// One validator for every driver, so a key accepted by local disk in development is accepted by
// S3 in production and vice versa.

// S3's own limit on key length, in UTF-8 bytes; our keys are ASCII so characters equal bytes.
const MAX_KEY_LENGTH = 1024;
// Below the usual 255-byte file-name limit, leaving room for the local driver's hidden sidecar and
// temp-file names, which wrap a segment in extra characters.
const MAX_SEGMENT_LENGTH = 200;
// A segment may not start with "." — that rules out "." and ".." and also reserves hidden names,
// which the local driver uses for its metadata sidecars and temp files so they can never collide
// with a real key.
const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

export class InvalidStorageKeyError extends Error {
  override name = "InvalidStorageKeyError";
}

export function assertValidStorageKey(key: string): void {
  if (typeof key !== "string" || key.length === 0) {
    throw new InvalidStorageKeyError("Storage key must be a non-empty string");
  }
  if (key.length > MAX_KEY_LENGTH) {
    throw new InvalidStorageKeyError(`Storage key is longer than ${MAX_KEY_LENGTH} characters`);
  }
  // Splitting on "/" means a leading or trailing slash, or "//", shows up as an empty segment.
  for (const segment of key.split("/")) {
    if (segment.length > MAX_SEGMENT_LENGTH || !SEGMENT.test(segment)) {
      // JSON.stringify so control characters such as NUL are visible in logs.
      throw new InvalidStorageKeyError(`Invalid storage key ${JSON.stringify(key)}`);
    }
  }
}

export function isValidStorageKey(key: string): boolean {
  try {
    assertValidStorageKey(key);
    return true;
  } catch {
    return false;
  }
}
