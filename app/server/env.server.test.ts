import { mkdtemp, readFile, rm, stat, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseEnv as parseDotenv } from "node:util";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { EnvError, envSchema, loadEnv, parseEnv, persistentSecret } from "./env.server.ts";

const SECRET = "s".repeat(32);

let tmp: string;

beforeEach(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), "glut-env-"));
});

afterEach(async () => {
  await rm(tmp, { recursive: true, force: true });
});

/** The EnvError parseEnv throws for this source (fails the test if it does not throw). */
function envError(source: Record<string, string | undefined>): EnvError {
  try {
    parseEnv(source);
  } catch (error) {
    expect(error).toBeInstanceOf(EnvError);
    return error as EnvError;
  }
  throw new Error(`parseEnv accepted ${JSON.stringify(source)}`);
}

describe("parseEnv", () => {
  it("fills the documented defaults from an empty environment", () => {
    const env = parseEnv({});
    expect(env).toMatchObject({
      NODE_ENV: "development",
      PORT: 3000,
      HOST: "0.0.0.0",
      DATA_DIR: "./data",
      LOG_LEVEL: "info",
      TRUST_PROXY: "loopback",
      DEMO_DATA: true,
      SOCIAL_LABEL: "Follow Glut",
      MAIL_FROM: "Glut <hello@glut.localhost>",
      S3_REGION: "eu-west-2",
      S3_FORCE_PATH_STYLE: false,
    });
    expect(env.APP_URL).toBeUndefined();
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.BETTER_AUTH_SECRET).toBeUndefined();
    expect(env.SMTP_URL).toBeUndefined();
    expect(env.S3_BUCKET).toBeUndefined();
  });

  it("reads good values", () => {
    const env = parseEnv({
      PORT: "8080",
      DATABASE_URL: "postgresql://glut@db.internal:5432/glut",
      SMTP_URL: "smtps://user:pass@smtp.example.com:465",
      APP_URL: "https://glut.org.uk",
      DEMO_DATA: "no",
      S3_FORCE_PATH_STYLE: "1",
    });
    expect(env.PORT).toBe(8080);
    expect(env.DATABASE_URL).toBe("postgresql://glut@db.internal:5432/glut");
    expect(env.SMTP_URL).toBe("smtps://user:pass@smtp.example.com:465");
    expect(env.APP_URL).toBe("https://glut.org.uk");
    expect(env.DEMO_DATA).toBe(false);
    expect(env.S3_FORCE_PATH_STYLE).toBe(true);
  });

  it("accepts http URLs on local and internal hosts", () => {
    const env = parseEnv({
      APP_URL: "http://localhost:3000",
      S3_ENDPOINT: "http://minio:9000",
      S3_PUBLIC_URL: "https://cdn.glut.org.uk/uploads",
      SOCIAL_URL: "https://social.example/@glut",
    });
    expect(env.APP_URL).toBe("http://localhost:3000");
    expect(env.S3_ENDPOINT).toBe("http://minio:9000");
    expect(env.S3_PUBLIC_URL).toBe("https://cdn.glut.org.uk/uploads");
    expect(env.SOCIAL_URL).toBe("https://social.example/@glut");
  });

  it.each([
    ["PORT", "eighty"],
    ["PORT", "0"],
    ["PORT", "65536"],
    ["PORT", "3000.5"],
    ["DATABASE_URL", "mysql://root@localhost/glut"],
    ["DATABASE_URL", "/var/run/postgresql"],
    ["SMTP_URL", "http://smtp.example.com"],
    ["APP_URL", "glut.org.uk"],
    // Parses as a URL whose scheme is "localhost:", which would put broken links in emails.
    ["APP_URL", "localhost:3000"],
    ["APP_URL", "javascript:alert(1)"],
    ["SOCIAL_URL", "javascript:alert(1)"],
    ["DEMO_DATA", "maybe"],
    ["LOG_LEVEL", "verbose"],
    ["BETTER_AUTH_SECRET", "too-short"],
  ])("names %s when it is %j", (name, value) => {
    const error = envError({ [name]: value });
    expect(error.message).toMatch(new RegExp(`^\\s+${name} `, "m"));
  });

  it("names every bad variable in one message", () => {
    const error = envError({
      PORT: "nope",
      DATABASE_URL: "mysql://root:hunter2@db/glut",
      SMTP_URL: "ftp://mail",
      APP_URL: "not a url",
      DEMO_DATA: "perhaps",
    });
    const named = error.message
      .split("\n")
      .slice(1)
      .map((line) => line.trim().split(" ")[0]);
    expect(named.sort()).toEqual(["APP_URL", "DATABASE_URL", "DEMO_DATA", "PORT", "SMTP_URL"]);
    // The message never echoes the values, which may be credentials.
    expect(error.message).not.toContain("hunter2");
  });

  it("treats empty strings as unset", () => {
    const env = parseEnv({
      APP_URL: "",
      DATABASE_URL: "",
      BETTER_AUTH_SECRET: "",
      SMTP_URL: "",
      SOCIAL_URL: "",
      S3_BUCKET: "",
      S3_ENDPOINT: "",
      S3_PUBLIC_URL: "",
      S3_ACCESS_KEY_ID: "  ",
      PORT: "",
      DEMO_DATA: "",
      DATA_DIR: "",
    });
    expect(env.APP_URL).toBeUndefined();
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.BETTER_AUTH_SECRET).toBeUndefined();
    expect(env.SMTP_URL).toBeUndefined();
    expect(env.SOCIAL_URL).toBeUndefined();
    expect(env.S3_BUCKET).toBeUndefined();
    expect(env.S3_ENDPOINT).toBeUndefined();
    expect(env.S3_PUBLIC_URL).toBeUndefined();
    expect(env.S3_ACCESS_KEY_ID).toBeUndefined();
    expect(env.PORT).toBe(3000);
    expect(env.DEMO_DATA).toBe(true);
    expect(env.DATA_DIR).toBe("./data");
  });

  it("points maps at OpenStreetMap's tiles with its credit by default, or at another server", () => {
    expect(parseEnv({})).toMatchObject({
      MAP_TILE_URL: "https://tile.openstreetmap.org/{z}/{x}/{y}.png",
      MAP_TILE_ATTRIBUTION: "© OpenStreetMap contributors",
      MAP_TILE_ATTRIBUTION_URL: "https://www.openstreetmap.org/copyright",
    });
    expect(
      parseEnv({
        MAP_TILE_URL: "https://{s}.tiles.example.org/{z}/{x}/{y}.png",
        MAP_TILE_ATTRIBUTION: "© Example Maps, © OpenStreetMap contributors",
        MAP_TILE_ATTRIBUTION_URL: "https://maps.example.org/credits",
      }),
    ).toMatchObject({
      MAP_TILE_URL: "https://{s}.tiles.example.org/{z}/{x}/{y}.png",
      MAP_TILE_ATTRIBUTION: "© Example Maps, © OpenStreetMap contributors",
      MAP_TILE_ATTRIBUTION_URL: "https://maps.example.org/credits",
    });
  });

  it("refuses a map tile address without {z}, {x} and {y}, naming the variable", () => {
    expect(envError({ MAP_TILE_URL: "https://tiles.example.org/tile.png" }).message).toContain(
      "MAP_TILE_URL",
    );
    expect(envError({ MAP_TILE_URL: "javascript:alert(1)//{z}/{x}/{y}" }).message).toContain(
      "MAP_TILE_URL",
    );
    expect(envError({ MAP_TILE_ATTRIBUTION_URL: "not a url" }).message).toContain(
      "MAP_TILE_ATTRIBUTION_URL",
    );
  });

  it("accepts .env.example as it stands, and it documents every variable", async () => {
    const example = await readFile(
      fileURLToPath(new URL("../../.env.example", import.meta.url)),
      "utf8",
    );
    // Copying the example to .env must give a server that starts.
    expect(() => parseEnv(parseDotenv(example))).not.toThrow();
    for (const name of Object.keys(envSchema.shape)) {
      expect(example).toMatch(new RegExp(`^(# )?${name}=`, "m"));
    }
  });

  it("takes CONTACT_EMAIL, or else the address in MAIL_FROM", () => {
    expect(parseEnv({ CONTACT_EMAIL: "partners@example.org" }).CONTACT_EMAIL).toBe(
      "partners@example.org",
    );
    expect(parseEnv({}).CONTACT_EMAIL).toBeUndefined();
    expect(loadEnv({ DATA_DIR: tmp, BETTER_AUTH_SECRET: SECRET }).CONTACT_EMAIL).toBe(
      "hello@glut.localhost",
    );
    expect(
      loadEnv({ DATA_DIR: tmp, BETTER_AUTH_SECRET: SECRET, MAIL_FROM: "team@example.org" })
        .CONTACT_EMAIL,
    ).toBe("team@example.org");
    expect(
      loadEnv({
        DATA_DIR: tmp,
        BETTER_AUTH_SECRET: SECRET,
        MAIL_FROM: "Glut <hello@example.org>",
        CONTACT_EMAIL: " partners@example.org ",
      }).CONTACT_EMAIL,
    ).toBe("partners@example.org");

    expect(envError({ CONTACT_EMAIL: "partners" }).message).toMatch(/^\s+CONTACT_EMAIL /m);
    expect(envError({ MAIL_FROM: "Glut" }).message).toMatch(
      /^\s+CONTACT_EMAIL is required when MAIL_FROM holds no email address/m,
    );
    expect(() => parseEnv({ MAIL_FROM: "Glut", CONTACT_EMAIL: "hi@example.org" })).not.toThrow();
  });

  it("names the person accountable for online safety, by default the Head of Trust and Safety at CONTACT_EMAIL", () => {
    const defaults = loadEnv({ DATA_DIR: tmp, BETTER_AUTH_SECRET: SECRET });
    expect(defaults.ONLINE_SAFETY_CONTACT_NAME).toBe("Glut's Head of Trust and Safety");
    expect(defaults.ONLINE_SAFETY_CONTACT_EMAIL).toBe(defaults.CONTACT_EMAIL);
    const set = loadEnv({
      DATA_DIR: tmp,
      BETTER_AUTH_SECRET: SECRET,
      ONLINE_SAFETY_CONTACT_NAME: " Sam Patel, Director ",
      ONLINE_SAFETY_CONTACT_EMAIL: "safety@example.org",
    });
    expect(set.ONLINE_SAFETY_CONTACT_NAME).toBe("Sam Patel, Director");
    expect(set.ONLINE_SAFETY_CONTACT_EMAIL).toBe("safety@example.org");
    expect(envError({ ONLINE_SAFETY_CONTACT_EMAIL: "safety" }).message).toMatch(
      /^\s+ONLINE_SAFETY_CONTACT_EMAIL /m,
    );
  });

  it("requires BETTER_AUTH_SECRET in production with DATABASE_URL", () => {
    const database = "postgres://glut@db/glut";
    const error = envError({ NODE_ENV: "production", DATABASE_URL: database });
    expect(error.message).toMatch(/^\s+BETTER_AUTH_SECRET is required in production/m);
    // An empty secret is a missing one.
    expect(
      envError({ NODE_ENV: "production", DATABASE_URL: database, BETTER_AUTH_SECRET: "" }).message,
    ).toMatch(/^\s+BETTER_AUTH_SECRET is required in production/m);

    // With the secret, or outside production, or on the embedded database, it may be absent.
    expect(
      parseEnv({ NODE_ENV: "production", DATABASE_URL: database, BETTER_AUTH_SECRET: SECRET })
        .BETTER_AUTH_SECRET,
    ).toBe(SECRET);
    expect(() => parseEnv({ NODE_ENV: "development", DATABASE_URL: database })).not.toThrow();
    expect(() => parseEnv({ NODE_ENV: "production" })).not.toThrow();
  });
});

describe("loadEnv", () => {
  it("defaults APP_URL to localhost on PORT and resolves DATA_DIR", () => {
    const env = loadEnv({ DATA_DIR: tmp, PORT: "4321", BETTER_AUTH_SECRET: SECRET });
    expect(env.APP_URL).toBe("http://localhost:4321");
    expect(env.dataDir).toBe(path.resolve(tmp));
    expect(env.BETTER_AUTH_SECRET).toBe(SECRET);
  });

  it("removes a trailing slash from APP_URL", () => {
    const env = loadEnv({
      DATA_DIR: tmp,
      APP_URL: "https://glut.org.uk/",
      BETTER_AUTH_SECRET: SECRET,
    });
    expect(env.APP_URL).toBe("https://glut.org.uk");
  });

  it("generates the auth secret once under DATA_DIR and keeps it", async () => {
    const first = loadEnv({ DATA_DIR: tmp });
    const second = loadEnv({ DATA_DIR: tmp });
    expect(first.BETTER_AUTH_SECRET.length).toBeGreaterThanOrEqual(32);
    expect(second.BETTER_AUTH_SECRET).toBe(first.BETTER_AUTH_SECRET);
    expect(loadEnv({ DATA_DIR: path.join(tmp, "other") }).BETTER_AUTH_SECRET).not.toBe(
      first.BETTER_AUTH_SECRET,
    );
  });
});

describe("persistentSecret", () => {
  it("creates a secret file readable only by its owner, and returns the same secret after", async () => {
    const secret = persistentSecret(tmp, "better-auth");
    const file = path.join(tmp, "secrets", "better-auth.txt");
    expect(secret).toMatch(/^[\w-]{32,}$/);
    expect((await readFile(file, "utf8")).trim()).toBe(secret);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect((await stat(path.dirname(file))).mode & 0o077).toBe(0);

    expect(persistentSecret(tmp, "better-auth")).toBe(secret);
    expect(persistentSecret(tmp, "something-else")).not.toBe(secret);
  });

  it("replaces a file too short to be a secret", async () => {
    const first = persistentSecret(tmp, "better-auth");
    const file = path.join(tmp, "secrets", "better-auth.txt");
    await writeFile(file, "short\n");
    const replaced = persistentSecret(tmp, "better-auth");
    expect(replaced).not.toBe("short");
    expect(replaced).not.toBe(first);
    expect(replaced.length).toBeGreaterThanOrEqual(32);
    expect(persistentSecret(tmp, "better-auth")).toBe(replaced);
  });
});
