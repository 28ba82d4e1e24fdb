import { randomBytes } from "node:crypto";
import { mkdir, open, readdir, readFile, rename, rm, stat, unlink } from "node:fs/promises";
import path from "node:path";
import type { FileStorage, StoredObject } from "./file-storage.ts";
import { assertValidStorageKey } from "./storage-key.ts";

// Used only when an object has no sidecar (e.g. copied in by hand, or a put that died between
// writing the sidecar and the object — though the order below makes that case impossible).
const CONTENT_TYPE_BY_EXTENSION: Record<string, string> = {
  ".avif": "image/avif",
  ".gif": "image/gif",
  ".jpeg": "image/jpeg",
  ".jpg": "image/jpeg",
  ".json": "application/json",
  ".png": "image/png",
  ".txt": "text/plain",
  ".webp": "image/webp",
};
const FALLBACK_CONTENT_TYPE = "application/octet-stream";

interface ObjectPaths {
  file: string;
  meta: string;
}

/**
 * Stores objects as plain files under `${dataDir}/uploads/{key}`, so the folder can be served
 * statically. The content type lives in a hidden sidecar `.{name}.meta.json` beside each file:
 * valid keys never start a segment with ".", so sidecars and temp files cannot collide with
 * objects, and static file servers skip dotfiles by default.
 */
export class LocalFileStorage implements FileStorage {
  readonly root: string;

  constructor(dataDir: string) {
    this.root = path.resolve(dataDir, "uploads");
  }

  async put(key: string, body: Buffer | Uint8Array, contentType: string): Promise<StoredObject> {
    const { file, meta } = this.paths(key);
    await makeFolder(path.dirname(file));
    // Sidecar first: once the object is visible its content type is already in place.
    await writeAtomically(meta, JSON.stringify({ contentType }));
    await writeAtomically(file, body);
    return { key, contentType, size: body.byteLength };
  }

  async get(key: string): Promise<{ body: Buffer; contentType: string } | null> {
    const { file, meta } = this.paths(key);
    let body: Buffer;
    try {
      body = await readFile(file);
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
    return { body, contentType: await readContentType(meta, file) };
  }

  async delete(key: string): Promise<void> {
    const { file, meta } = this.paths(key);
    await unlinkIfPresent(file);
    await unlinkIfPresent(meta);
    await removeUnfinishedWrites(file);
  }

  async deleteMany(keys: string[]): Promise<void> {
    // Validate everything up front so one bad key cannot leave a batch half deleted.
    for (const key of keys) assertValidStorageKey(key);
    await Promise.all([...new Set(keys)].map((key) => this.delete(key)));
  }

  async exists(key: string): Promise<boolean> {
    const { file } = this.paths(key);
    try {
      return (await stat(file)).isFile();
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  publicUrl(key: string): string {
    assertValidStorageKey(key);
    return `/uploads/${key}`;
  }

  private paths(key: string): ObjectPaths {
    assertValidStorageKey(key);
    const file = path.join(this.root, ...key.split("/"));
    // The key check already rules out escaping; this guards against a future change to it.
    if (!file.startsWith(this.root + path.sep)) {
      throw new Error(`Storage key resolves outside the uploads folder: ${JSON.stringify(key)}`);
    }
    return { file, meta: path.join(path.dirname(file), `.${path.basename(file)}.meta.json`) };
  }
}

/**
 * mkdir -p that names the real fault: Node's recursive mkdir reports a read-only file system as
 * ENOENT, which reads as a bug, so the first missing folder is made on its own to learn why.
 */
async function makeFolder(folder: string): Promise<void> {
  try {
    await mkdir(folder, { recursive: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    let missing = folder;
    while (
      !(await stat(path.dirname(missing)).then(
        () => true,
        () => false,
      ))
    ) {
      if (path.dirname(missing) === missing) throw error;
      missing = path.dirname(missing);
    }
    // Throws the fault itself (EROFS, EACCES, ENOSPC); if it works after all, carry on.
    await mkdir(missing).catch((single: NodeJS.ErrnoException) => {
      if (single.code !== "EEXIST") throw single;
    });
    await mkdir(folder, { recursive: true });
  }
}

// Same folder as the target so rename() stays on one filesystem and is atomic: readers see the
// old file or the new one, never a partial write.
async function writeAtomically(target: string, data: string | Uint8Array): Promise<void> {
  const temp = path.join(
    path.dirname(target),
    `.${path.basename(target)}.${randomBytes(8).toString("hex")}.tmp`,
  );
  try {
    const handle = await open(temp, "wx");
    try {
      await handle.writeFile(data);
      // Flush before rename so a crash cannot leave a renamed but empty file.
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temp, target);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
}

/**
 * A process killed inside writeAtomically leaves its temporary file: whoever deletes the key
 * (the pending-uploads clean-up, say) takes those too.
 */
async function removeUnfinishedWrites(file: string): Promise<void> {
  const folder = path.dirname(file);
  const prefixes = [`.${path.basename(file)}.`, `..${path.basename(file)}.meta.json.`];
  let names: string[];
  try {
    names = await readdir(folder);
  } catch (error) {
    if (isMissing(error)) return;
    throw error;
  }
  const unfinished = names.filter(
    (name) => name.endsWith(".tmp") && prefixes.some((prefix) => name.startsWith(prefix)),
  );
  await Promise.all(unfinished.map((name) => unlinkIfPresent(path.join(folder, name))));
}

async function readContentType(meta: string, file: string): Promise<string> {
  try {
    const parsed: unknown = JSON.parse(await readFile(meta, "utf8"));
    if (
      typeof parsed === "object" &&
      parsed !== null &&
      "contentType" in parsed &&
      typeof parsed.contentType === "string" &&
      parsed.contentType !== ""
    ) {
      return parsed.contentType;
    }
  } catch (error) {
    // A corrupt sidecar should not make the object unreadable; fall back to the extension.
    if (!isMissing(error) && !(error instanceof SyntaxError)) throw error;
  }
  return CONTENT_TYPE_BY_EXTENSION[path.extname(file).toLowerCase()] ?? FALLBACK_CONTENT_TYPE;
}

async function unlinkIfPresent(file: string): Promise<void> {
  try {
    await unlink(file);
  } catch (error) {
    if (!isMissing(error)) throw error;
  }
}

// ENOTDIR: a parent segment is a file. EISDIR: the key names a folder of other objects, not an
// object. Both mean "no such object".
function isMissing(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | null)?.code;
  return code === "ENOENT" || code === "ENOTDIR" || code === "EISDIR";
}
