import { mkdtemp, rm } from "node:fs/promises";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import fc from "fast-check";
import pino from "pino";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { grantRole } from "~/admin/staff-roles.server";
import { loadEnv } from "~/server/env.server";
import { createHttpApp } from "../../server/http-app.ts";
import { insertHandover } from "../factories/collected-handovers";
import { requestListing, reserveFor } from "../factories/test-handovers";
import { createTestMember } from "../factories/test-members";
import type { createTestServices } from "../factories/test-services";

// Issue 16: every form action and JSON endpoint, sent generated bad input through the real app
// (the production build behind our Express layer, on a fresh PGlite database), as the person
// the form is for. A run fails on any 5xx, on markup we sent coming back unescaped in the page
// the action answers with (or the page its redirect leads to), and where a form that answers
// with its errors has lost what was typed into it. Decision 0036.

const root = fileURLToPath(new URL("../..", import.meta.url));
/** The address the app is served at, which every write must come from (set once listening). */
let OUR_ORIGIN = "";
const PASSWORD = "courgette-glut";
/** Fixed, so a failure is the same failure on every machine; fast-check prints it to replay. */
const SEED = 20_261_125;
const RUNS_PER_ACTION = 24;

type Who = "anonymous" | "owner" | "other" | "admin";

interface Target {
  /** Who the form is for; a fifth of the runs go anonymously as well. */
  as: Who;
  /** Where the form posts (params filled from the fixtures). */
  url: () => string;
  /** The page carrying the form, read for its fields; none for endpoints without a page. */
  page?: () => string;
  /** Fields the action reads that its page does not show (or that it has no page for). */
  fields?: string[];
  /** An endpoint reading JSON rather than a form. */
  json?: boolean;
}

const fixtures = {
  listingId: "",
  topicId: "",
  replyId: "",
  conversationId: "",
  handoverId: "",
  collectedHandoverId: "",
  wantedId: "",
};

// Every route with an action, by its path in app/routes.ts. The coverage test below fails when
// a route gains an action that is missing here, so this table cannot fall behind.
const TARGETS: Record<string, Target> = {
  "/login": { as: "anonymous", url: () => "/login", page: () => "/login" },
  "/signup": { as: "anonymous", url: () => "/signup", page: () => "/signup" },
  "/forgot-password": {
    as: "anonymous",
    url: () => "/forgot-password",
    page: () => "/forgot-password",
  },
  "/reset-password": {
    as: "anonymous",
    url: () => "/reset-password?token=fuzz",
    page: () => "/reset-password?token=fuzz",
    fields: ["token", "password", "confirmPassword"],
  },
  "/api/auth/*": {
    as: "owner",
    url: () => "/api/auth/update-user",
    fields: ["name", "image", "email"],
    json: true,
  },
  "/api/stripe/webhook": {
    as: "anonymous",
    url: () => "/api/stripe/webhook",
    fields: ["id", "type", "data"],
    json: true,
  },
  "/contact": { as: "anonymous", url: () => "/contact", page: () => "/contact" },
  "/forum/new-post": { as: "owner", url: () => "/forum/new-post", page: () => "/forum/new-post" },
  "/forum/post/:id": {
    as: "other",
    url: () => `/forum/post/${fixtures.topicId}`,
    page: () => `/forum/post/${fixtures.topicId}`,
    fields: ["intent", "content", "replyId"],
  },
  "/forum/post/:id/edit": {
    as: "owner",
    url: () => `/forum/post/${fixtures.topicId}/edit`,
    page: () => `/forum/post/${fixtures.topicId}/edit`,
  },
  "/forum/reply/:id/edit": {
    as: "other",
    url: () => `/forum/reply/${fixtures.replyId}/edit`,
    page: () => `/forum/reply/${fixtures.replyId}/edit`,
  },
  "/forum/unsubscribe": {
    as: "anonymous",
    url: () => "/forum/unsubscribe?token=fuzz",
    page: () => "/forum/unsubscribe?token=fuzz",
    fields: ["token"],
  },
  // Now only a redirect to the preferences matrix (decision 0093).
  "/forum/email-settings": {
    as: "owner",
    url: () => "/forum/email-settings",
    fields: ["replyEmails", "redirectTo"],
  },
  "/account/notifications": {
    as: "owner",
    url: () => "/account/notifications",
    page: () => "/account/notifications",
  },
  "/notifications": {
    as: "owner",
    url: () => "/notifications",
    page: () => "/notifications",
    fields: ["intent", "id"],
  },
  "/planting-calendar": {
    as: "owner",
    url: () => "/planting-calendar?tab=my-garden",
    page: () => "/planting-calendar?tab=my-garden",
    fields: ["intent", "cropId", "plantedOn", "id"],
  },
  "/listings/:id/still-available": {
    as: "anonymous",
    url: () => `/listings/${fixtures.listingId}/still-available?token=fuzz`,
    page: () => `/listings/${fixtures.listingId}/still-available?token=fuzz`,
    fields: ["token"],
  },
  // The listing page's own forms (decision 0087): Request and Withdraw for a member, Reserve and
  // Draw for the owner, told apart by `intent`.
  "/listings/:id": {
    as: "other",
    url: () => `/listings/${fixtures.listingId}`,
    page: () => `/listings/${fixtures.listingId}`,
    fields: ["intent", "note", "requestId"],
  },
  "/listings/:id/contact": {
    as: "other",
    url: () => `/listings/${fixtures.listingId}/contact`,
    page: () => `/listings/${fixtures.listingId}/contact`,
  },
  "/dashboard": { as: "owner", url: () => "/dashboard", page: () => "/dashboard" },
  "/membership/checkout": { as: "owner", url: () => "/membership/checkout", fields: ["tier"] },
  "/membership/portal": { as: "owner", url: () => "/membership/portal" },
  "/membership/test-checkout/:id": {
    as: "owner",
    url: () => "/membership/test-checkout/fuzz",
    fields: ["intent", "outcome"],
  },
  "/membership/test-manage": {
    as: "owner",
    url: () => "/membership/test-manage",
    page: () => "/membership/test-manage",
  },
  "/account": { as: "owner", url: () => "/account", page: () => "/account" },
  // The subscribe fields come from the browser's PushManager, not from the page's markup.
  "/account/push": {
    as: "owner",
    url: () => "/account/push",
    page: () => "/account/push",
    fields: ["intent", "endpoint", "p256dh", "auth", "deviceId", "showMessageText"],
  },
  "/listings/:id/edit": {
    as: "owner",
    url: () => `/listings/${fixtures.listingId}/edit`,
    page: () => `/listings/${fixtures.listingId}/edit`,
  },
  "/create-listing": { as: "owner", url: () => "/create-listing", page: () => "/create-listing" },
  "/my-listings": { as: "owner", url: () => "/my-listings", page: () => "/my-listings" },
  "/wanted/new": { as: "owner", url: () => "/wanted/new", page: () => "/wanted/new" },
  "/wanted/mine": { as: "owner", url: () => "/wanted/mine", page: () => "/wanted/mine" },
  "/wanted/:id/edit": {
    as: "owner",
    url: () => `/wanted/${fixtures.wantedId}/edit`,
    page: () => `/wanted/${fixtures.wantedId}/edit`,
  },
  // The save form is on /listings; the page's own Pause, Resume and Delete post `id`.
  "/saved-searches": {
    as: "owner",
    url: () => "/saved-searches",
    page: () => "/listings?search=fuzz",
    fields: ["intent", "id", "frequency"],
  },
  // One button for food-bank organisations; a personal member's post is refused (403).
  "/food-bank/:sourceId": {
    as: "owner",
    url: () => "/food-bank/example-fuzz",
    fields: ["intent"],
  },
  "/saved-searches/unsubscribe": {
    as: "anonymous",
    url: () => "/saved-searches/unsubscribe?token=fuzz",
    page: () => "/saved-searches/unsubscribe?token=fuzz",
    fields: ["token"],
  },
  "/email/unsubscribe": {
    as: "anonymous",
    url: () => "/email/unsubscribe?token=fuzz",
    page: () => "/email/unsubscribe?token=fuzz",
    fields: ["token"],
  },
  "/email/settings": {
    as: "owner",
    url: () => "/email/settings",
    fields: ["new-message", "harvest-reminder", "expiry-reminder"],
  },
  "/messages/:id": {
    as: "owner",
    url: () => `/messages/${fixtures.conversationId}`,
    page: () => `/messages/${fixtures.conversationId}`,
  },
  // The giver's page of a reservation (decision 0088); Accept shows only beside the other's
  // proposal, so its field is named.
  "/handovers/:id": {
    as: "owner",
    url: () => `/handovers/${fixtures.handoverId}`,
    page: () => `/handovers/${fixtures.handoverId}`,
    fields: ["intent", "proposal"],
  },
  // A collected handover between the owner and the other member, written by the fixtures.
  "/handovers/:id/thanks": {
    as: "other",
    url: () => `/handovers/${fixtures.collectedHandoverId}/thanks`,
    page: () => `/handovers/${fixtures.collectedHandoverId}/thanks`,
    fields: ["note", "rating"],
  },
  "/report": {
    as: "other",
    url: () => `/report?kind=listing&id=${fixtures.listingId}`,
    page: () => `/report?kind=listing&id=${fixtures.listingId}`,
  },
  "/admin": { as: "admin", url: () => "/admin", page: () => "/admin" },
  "/admin/dashboard": {
    as: "admin",
    url: () => "/admin/dashboard",
    page: () => "/admin/dashboard",
  },
  "/admin/verifications": {
    as: "admin",
    url: () => "/admin/verifications",
    page: () => "/admin/verifications",
  },
  "/admin/reports": { as: "admin", url: () => "/admin/reports", page: () => "/admin/reports" },
  // With no dead letter the page shows no form: its fields are named here.
  "/admin/mail": { as: "admin", url: () => "/admin/mail", fields: ["intent", "emailId"] },
  "/admin/complaints": {
    as: "admin",
    url: () => "/admin/complaints",
    page: () => "/admin/complaints",
    fields: ["complaintId", "response"],
  },
  "/complaints": { as: "anonymous", url: () => "/complaints", page: () => "/complaints" },
  "/block": {
    as: "other",
    url: () => "/block",
    fields: ["intent", "blockerId", "memberId", "blockId", "returnTo", "via"],
  },
  "/cookie-consent": {
    as: "anonymous",
    url: () => "/cookie-consent",
    page: () => "/",
    fields: ["consent", "analytics", "marketing", "returnTo"],
  },
  // Last: signing out ends the session its runs use.
  "/logout": { as: "owner", url: () => "/logout", fields: ["redirectTo"] },
};

// ---------------------------------------------------------------------------------------------
// The app, the people and the fixtures.

let tmp: string;
let build: ServerBuild;
let server: http.Server;
let base: string;
let shutdown: () => Promise<void>;
const savedEnv = { ...process.env };
const emails: Record<Exclude<Who, "anonymous">, string> = { owner: "", other: "", admin: "" };
let addressCounter = 0;

/** A different client address per request, so per-address rate limits do not end the runs early. */
function clientAddress(): string {
  addressCounter += 1;
  return `198.51.${(addressCounter >> 8) & 255}.${addressCounter & 255}`;
}

interface Answer {
  status: number;
  contentType: string;
  location: string | null;
  text: string;
  cookies: string[];
}

async function send(
  target: string,
  init: { method?: string; headers?: Record<string, string>; body?: Buffer | string } = {},
): Promise<Answer> {
  const response = await fetch(`${base}${target}`, {
    method: init.method ?? "GET",
    redirect: "manual",
    headers: { "X-Forwarded-For": clientAddress(), ...init.headers },
    body: typeof init.body === "string" ? init.body : init.body && new Uint8Array(init.body),
  });
  return {
    status: response.status,
    contentType: response.headers.get("content-type") ?? "",
    location: response.headers.get("location"),
    text: await response.text(),
    cookies: response.headers.getSetCookie(),
  };
}

function cookieHeader(setCookies: string[]): string {
  return setCookies.map((cookie) => cookie.split(";")[0]).join("; ");
}

async function signIn(who: Who): Promise<string> {
  if (who === "anonymous") return "";
  const answer = await send("/login", {
    method: "POST",
    headers: { Origin: OUR_ORIGIN, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ email: emails[who], password: PASSWORD }).toString(),
  });
  if (answer.status !== 302 || answer.cookies.length === 0) {
    throw new Error(`Signing in as ${who} answered ${answer.status}: ${answer.text.slice(0, 300)}`);
  }
  return cookieHeader(answer.cookies);
}

/** A form as a browser posts it: multipart, as the forms with photos are. */
async function postForm(cookie: string, target: string, fields: Record<string, string>) {
  const sent = body("multipart", Object.entries(fields), 1);
  return send(target, {
    method: "POST",
    headers: { Origin: OUR_ORIGIN, Cookie: cookie, "Content-Type": sent.type ?? "" },
    body: sent.body,
  });
}

function lastId(location: string | null, label: string): string {
  const id = location?.split("?")[0]?.split("/").filter(Boolean).at(-1);
  if (!id) throw new Error(`No ${label} id in the redirect (${location})`);
  return id;
}

beforeAll(async () => {
  tmp = await mkdtemp(path.join(os.tmpdir(), "glut-fuzz-"));
  // Listening first: the app's address is its APP_URL, which React Router's own check compares
  // with the Origin of every action request.
  let handle: http.RequestListener | undefined;
  server = http.createServer((req, res) => handle?.(req, res));
  server.listen(0, "127.0.0.1");
  await new Promise<void>((resolve, reject) => {
    server.once("listening", resolve);
    server.once("error", reject);
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  OUR_ORIGIN = base;
  build = (await import(
    pathToFileURL(path.join(root, "build/server/index.js")).href
  )) as ServerBuild;
  const entry = build.entry.module as unknown as {
    bootApp(options: { env: unknown; logger: unknown }): Promise<{
      services: Record<string, unknown> & { storage: { get(key: string): Promise<never> } };
      shutdown(): Promise<void>;
    }>;
  };
  const env = loadEnv({
    NODE_ENV: "test",
    DATA_DIR: path.join(tmp, "data"),
    BETTER_AUTH_SECRET: "fuzz-secret-that-is-at-least-32-characters",
    APP_URL: OUR_ORIGIN,
    DEMO_DATA: "false",
  });
  const booted = await entry.bootApp({ env, logger: pino({ level: "silent" }) });
  shutdown = booted.shutdown;
  const services = booted.services as unknown as ReturnType<typeof createTestServices>;

  const app = createHttpApp({
    mode: "production",
    logger: pino({ level: "silent" }),
    services: booted.services,
    build: async () => build,
    ready: async () => ({ ready: true, checks: {} }),
    trustProxy: "loopback",
    appUrl: OUR_ORIGIN,
    readUpload: (key) => booted.services.storage.get(key),
    clientDir: path.join(root, "build/client"),
  });
  handle = app;

  const ownerMember = await createTestMember(services, { username: "Fuzz Owner" });
  emails.owner = ownerMember.email;
  const otherMember = await createTestMember(services, { username: "Fuzz Other" });
  emails.other = otherMember.email;
  emails.admin = (await createTestMember(services, { username: "Fuzz Admin" })).email;
  await grantRole(services.db, emails.admin, "admin");

  // What the forms act on: the owner's listing and forum topic, the other member's reply to it
  // and their conversation about the listing; made through the forms themselves.
  const owner = await signIn("owner");
  const other = await signIn("other");
  const listing = await postForm(owner, "/create-listing", {
    name: "Courgettes",
    category: "Vegetables",
    type: "Free",
    location: "Leeds",
    quantity: "6",
    description: "Too many courgettes",
  });
  fixtures.listingId = lastId(
    listing.location,
    `listing (${listing.status} ${listing.text.slice(0, 200)})`,
  );
  const wanted = await postForm(owner, "/wanted/new", {
    title: "Rhubarb crowns",
    category: "Vegetables",
    location: "LS6",
  });
  expect(wanted.status).toBeLessThan(400);
  const myWanted = await send("/wanted/mine", { headers: { Cookie: owner } });
  fixtures.wantedId = /\/wanted\/([\w-]+)\/edit/.exec(myWanted.text)?.[1] ?? "";
  if (!fixtures.wantedId) throw new Error("No wanted post on /wanted/mine");
  const topic = await postForm(owner, "/forum/new-post", {
    categoryId: await firstCategoryId(owner),
    title: "Clubroot in brassicas",
    content: "What works against it?",
  });
  fixtures.topicId = lastId(topic.location, `topic (${topic.status})`);
  const reply = await postForm(other, `/forum/post/${fixtures.topicId}`, {
    intent: "reply",
    content: "Lime the bed.",
  });
  expect(reply.status).toBeLessThan(400);
  const topicPage = await send(`/forum/post/${fixtures.topicId}`, { headers: { Cookie: other } });
  fixtures.replyId = /\/forum\/reply\/([\w-]+)\/edit/.exec(topicPage.text)?.[1] ?? "";
  if (!fixtures.replyId) throw new Error("No reply to edit on the topic page");
  const contact = await postForm(other, `/listings/${fixtures.listingId}/contact`, {
    message: "May I have two?",
  });
  const inbox = await send("/messages", { headers: { Cookie: owner } });
  fixtures.conversationId = /href="\/messages\/([\w-]+)"/.exec(inbox.text)?.[1] ?? "";
  if (!fixtures.conversationId) {
    throw new Error(`No conversation in the inbox (contact answered ${contact.status})`);
  }
  // The other member's request for the listing, reserved as the queue reserves one.
  const requestId = await requestListing(services.db, fixtures.listingId, otherMember);
  fixtures.handoverId = await reserveFor(services.db, fixtures.listingId, requestId);
  // A collected handover between the two, for the thanks form: written as the e2e seed does.
  fixtures.collectedHandoverId = await insertHandover(services.db, ownerMember.id, otherMember.id);
}, 120_000);

async function firstCategoryId(cookie: string): Promise<string> {
  const page = await send("/forum/new-post", { headers: { Cookie: cookie } });
  const id = /<option value="([^"]+)"/.exec(page.text.replace(/<option value="">/g, ""))?.[1];
  if (!id) throw new Error("No forum category on the new-post page");
  return id;
}

afterAll(async () => {
  if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  await shutdown?.();
  for (const key of Object.keys(process.env)) {
    if (!(key in savedEnv)) delete process.env[key];
  }
  Object.assign(process.env, savedEnv);
  if (tmp) await rm(tmp, { recursive: true, force: true });
}, 60_000);

// ---------------------------------------------------------------------------------------------
// Reading a page's forms.

interface FormShape {
  /** Every field name the page's post forms carry. */
  names: Set<string>;
  /** Values of hidden inputs and named buttons (intents, ids), by name. */
  values: Map<string, Set<string>>;
  /** Fields a person types into: their value must come back when the form answers with errors. */
  typed: Set<string>;
  /** A typed field's maxlength: a browser lets nobody type more, so longer values are not held to the echo rule. */
  maxLength: Map<string, number>;
  /** For each typed field, the intents its form sends (none: the form has no intent field). */
  intentsOf: Map<string, Set<string>>;
  /** How the page's form encodes what it sends, which the echo check holds the action to. */
  encoding: "urlencoded" | "multipart";
}

function unescapeHtml(text: string): string {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

function attribute(tag: string, name: string): string | undefined {
  const found = new RegExp(`\\s${name}="([^"]*)"`, "i").exec(tag)?.[1];
  return found === undefined ? undefined : unescapeHtml(found);
}

/** The fields of the page's post forms that send to `actionPath` (a form without an action sends to its page). */
function formShape(html: string, actionPath: string): FormShape {
  const shape: FormShape = {
    names: new Set(),
    values: new Map(),
    typed: new Set(),
    intentsOf: new Map(),
    maxLength: new Map(),
    encoding: "urlencoded",
  };
  const forms = html.match(/<form\b[^>]*method="post"[\s\S]*?<\/form>/gi) ?? [];
  for (const form of forms) {
    const action = attribute(form.slice(0, form.indexOf(">") + 1), "action");
    if (action !== undefined && action.split("?")[0] !== actionPath) continue;
    if (/enctype="multipart\/form-data"/i.test(form.slice(0, form.indexOf(">")))) {
      shape.encoding = "multipart";
    }
    const formTyped: string[] = [];
    // A field may sit outside its form and join it by the form attribute (the conversation's
    // reply box does).
    const id = attribute(form.slice(0, form.indexOf(">") + 1), "id");
    const outside = id
      ? (html.match(/<(input|textarea|select|button)\b[^>]*>/gi) ?? []).filter(
          (tag) => attribute(tag, "form") === id && !form.includes(tag),
        )
      : [];
    const tags = [...(form.match(/<(input|textarea|select|button)\b[^>]*>/gi) ?? []), ...outside];
    for (const tag of tags) {
      const name = attribute(tag, "name");
      if (!name) continue;
      shape.names.add(name);
      const kind = tag.startsWith("<textarea")
        ? "textarea"
        : tag.startsWith("<select")
          ? "select"
          : tag.startsWith("<button")
            ? "button"
            : (attribute(tag, "type") ?? "text");
      const value = attribute(tag, "value");
      if ((kind === "hidden" || kind === "button" || kind === "radio") && value !== undefined) {
        if (!shape.values.has(name)) shape.values.set(name, new Set());
        shape.values.get(name)?.add(value);
      }
      if (["text", "email", "search", "tel", "url", "textarea"].includes(kind)) {
        shape.typed.add(name);
        formTyped.push(name);
        const limit = attribute(tag, "maxlength");
        if (limit !== undefined) shape.maxLength.set(name, Number(limit));
      }
    }
    const intents = [...form.matchAll(/<(?:input|button)\b[^>]*\sname="intent"[^>]*>/gi)]
      .map((match) => attribute(match[0], "value"))
      .filter((value): value is string => value !== undefined);
    for (const name of formTyped) {
      if (!shape.intentsOf.has(name)) shape.intentsOf.set(name, new Set());
      for (const intent of intents) shape.intentsOf.get(name)?.add(intent);
    }
  }
  return shape;
}

// ---------------------------------------------------------------------------------------------
// What is sent.

/** Markup we send; seen raw in an HTML answer, it was not escaped. */
const MARKUP = [
  "<script>fuzz(1)</script>",
  '"><img src=x onerror=fuzz(2)>',
  "'><svg onload=fuzz(3)>",
  "</textarea><script>fuzz(4)</script>",
];
const RAW_MARKUP = ["<script>fuzz(", "<img src=x onerror=fuzz(", "<svg onload=fuzz("];

const CONTROL = ["\u0000", "\u0001", "\u0007", "\u000b", "\u001b", "\u007f", "\ufffe", "\uffff"];

const WRONG_TYPES = [
  "",
  " ",
  "-1",
  "0",
  "NaN",
  "1e309",
  "true",
  "null",
  "[]",
  "{}",
  "9".repeat(40),
  "../../etc/passwd",
  "2026-02-31",
];

const text = fc.string({ maxLength: 20, unit: "grapheme" });

const badValue: fc.Arbitrary<string> = fc.oneof(
  // Oversize: far past every field's limit.
  fc
    .tuple(fc.integer({ min: 3_000, max: 40_000 }), fc.constantFrom("a", "é", "🥕", "<"))
    .map(([length, unit]) => unit.repeat(length)),
  fc.tuple(text, fc.constantFrom(...CONTROL), text).map(([a, c, b]) => `${a}${c}${b}`),
  fc.tuple(text, fc.constantFrom(...MARKUP)).map(([a, m]) => `${a}${m}`),
  fc.constantFrom(...WRONG_TYPES),
  fc.string({ maxLength: 60, unit: "binary" }),
);

/** No control characters, lone surrogates or non-characters: text a keyboard can produce. */
const TYPEABLE =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: telling typed text from control characters is the point.
  /^(?![\s\S]*[\u0000-\u001f\u007f\ufffe\uffff])(?:[^\ud800-\udfff]|[\ud800-\udbff][\udc00-\udfff])*$/;

/** What a person could type: markup and ordinary text, no control characters, a sane length. */
const typedValue: fc.Arbitrary<string> = fc
  .tuple(
    fc.string({ minLength: 1, maxLength: 12, unit: "grapheme-ascii" }),
    fc.constantFrom(...MARKUP),
  )
  .map(([a, m]) => `Fuzz ${a} ${m}`);

type FieldPlan =
  | { kind: "missing" }
  | { kind: "known"; pick: number }
  | { kind: "one"; value: string }
  | { kind: "typed"; value: string }
  | { kind: "twice"; values: readonly [string, string] };

const fieldPlan: fc.Arbitrary<FieldPlan> = fc.oneof(
  { weight: 1, arbitrary: fc.constant({ kind: "missing" } as const) },
  { weight: 2, arbitrary: fc.nat().map((pick) => ({ kind: "known", pick }) as const) },
  { weight: 3, arbitrary: badValue.map((value) => ({ kind: "one", value }) as const) },
  { weight: 2, arbitrary: typedValue.map((value) => ({ kind: "typed", value }) as const) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(badValue, badValue)
      .map(([a, b]) => ({ kind: "twice", values: [a, b] }) as const),
  },
);

const ENCODINGS = [
  "urlencoded",
  "multipart",
  "truncated-multipart",
  "multipart-no-boundary",
  "json",
  "text/plain",
  "none",
] as const;
type Encoding = (typeof ENCODINGS)[number];

/** Mostly the encoding the page's form uses, so most runs reach the action's own checks. */
function encodingFor(own: "urlencoded" | "multipart"): fc.Arbitrary<Encoding> {
  return fc.oneof(
    { weight: 6, arbitrary: fc.constant(own) },
    { weight: 2, arbitrary: fc.constant(own === "multipart" ? "urlencoded" : "multipart") },
    { weight: 2, arbitrary: fc.constantFrom(...ENCODINGS.slice(2)) },
  );
}

const BOUNDARY = "----GlutFuzzBoundary";

function body(kind: Encoding, pairs: [string, string][], truncateAt: number) {
  const multipart = () =>
    Buffer.from(
      `${pairs
        .map(
          ([name, value]) =>
            `--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name.replace(/["\r\n]/g, "")}"\r\n\r\n${value}\r\n`,
        )
        .join("")}--${BOUNDARY}--\r\n`,
    );
  switch (kind) {
    case "urlencoded":
      return {
        type: "application/x-www-form-urlencoded",
        body: new URLSearchParams(pairs).toString(),
      };
    case "multipart":
      return { type: `multipart/form-data; boundary=${BOUNDARY}`, body: multipart() };
    case "truncated-multipart": {
      const whole = multipart();
      return {
        type: `multipart/form-data; boundary=${BOUNDARY}`,
        body: whole.subarray(0, Math.max(1, Math.floor(whole.length * truncateAt))),
      };
    }
    case "multipart-no-boundary":
      return { type: "multipart/form-data", body: multipart() };
    case "json":
      return { type: "application/json", body: JSON.stringify(Object.fromEntries(pairs)) };
    case "text/plain":
      return { type: "text/plain", body: pairs.map(([n, v]) => `${n}=${v}`).join("\n") };
    case "none":
      return { type: undefined, body: new URLSearchParams(pairs).toString() };
  }
}

/** The field's element as the answer shows it, for a failure message. */
function fieldTag(html: string, name: string): string {
  const at = html.indexOf(`name="${name}"`);
  if (at < 0) return "nothing";
  const start = html.lastIndexOf("<", at);
  return html.slice(start, html.indexOf(">", at) + 1).slice(0, 300);
}

/** How React writes text into HTML, in content and attributes alike. */
function escapeHtml(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#x27;");
}

function rawMarkupIn(answer: Answer): string | undefined {
  if (!answer.contentType.includes("html")) return undefined;
  if (answer.text.includes("fuzz(") && /&lt;(script|img|svg)/.test(answer.text)) {
    markupShownEscaped += 1;
  }
  return RAW_MARKUP.find((marker) => answer.text.includes(marker));
}

// ---------------------------------------------------------------------------------------------

const inputsSent: Record<string, number> = {};
/** Typed values looked for in a form answered with errors, by route: the check must have bitten. */
const echoesChecked: Record<string, number> = {};
/** How the actions answered, by status: shown with the run, so a suite that only ever met 403s shows it. */
const statuses: Record<number, number> = {};
/** Answers (or next pages) that showed our markup, escaped: the raw-markup check had something to see. */
let markupShownEscaped = 0;

describe("the fuzz table", () => {
  it("names every route that has an action", () => {
    const routes = build.routes as Record<
      string,
      { path?: string; parentId?: string; module: { action?: unknown } }
    >;
    const fullPath = (id: string): string => {
      const route = routes[id];
      if (!route) return "";
      const parent = route.parentId ? fullPath(route.parentId) : "";
      return route.path ? `${parent.replace(/\/$/, "")}/${route.path}` : parent;
    };
    const withActions = Object.keys(routes)
      .filter((id) => typeof routes[id]?.module.action === "function")
      .map(fullPath)
      .sort();
    expect(withActions.length).toBeGreaterThan(20);
    expect(withActions.filter((route) => !(route in TARGETS))).toEqual([]);
    expect(Object.keys(TARGETS).filter((route) => !withActions.includes(route))).toEqual([]);
  });
});

describe("every action answers generated bad input without a 5xx, escaped, keeping what was typed", () => {
  for (const [route, target] of Object.entries(TARGETS)) {
    it(route, async () => {
      const sessions: Record<string, string> = {
        designated: await signIn(target.as),
        anonymous: "",
      };
      const page = target.page
        ? await send(target.page(), { headers: { Cookie: sessions.designated ?? "" } })
        : undefined;
      if (page) expect(page.status, `GET ${target.page?.()}`).toBeLessThan(500);
      const actionPath = target.url().split("?")[0] ?? "";
      const shape = formShape(page?.text ?? "", actionPath);
      for (const name of target.fields ?? []) shape.names.add(name);
      const names = [...shape.names];

      const requestShape = fc.record({
        who: fc.oneof(
          { weight: 4, arbitrary: fc.constant("designated") },
          { weight: 1, arbitrary: fc.constant("anonymous") },
        ),
        plans: fc.tuple(...names.map(() => fieldPlan)),
        extra: fc.option(fc.tuple(fc.string({ maxLength: 30 }), badValue), { freq: 3 }),
        encoding: target.json
          ? fc.oneof(
              { weight: 4, arbitrary: fc.constant("json" as const) },
              { weight: 1, arbitrary: encodingFor("urlencoded") },
            )
          : encodingFor(shape.encoding),
        truncateAt: fc.double({ min: 0.05, max: 0.95, noNaN: true }),
        withOrigin: fc.oneof(
          { weight: 9, arbitrary: fc.constant(true) },
          { weight: 1, arbitrary: fc.constant(false) },
        ),
      });

      const outcome = await fc.check(
        fc.asyncProperty(requestShape, async (shapeOfRequest) => {
          inputsSent[route] = (inputsSent[route] ?? 0) + 1;
          const pairs: [string, string][] = [];
          const typed = new Map<string, string>();
          names.forEach((name, index) => {
            const plan = shapeOfRequest.plans[index] as FieldPlan;
            const known = [...(shape.values.get(name) ?? [])];
            switch (plan.kind) {
              case "missing":
                return;
              case "known":
                // A value the page offers (an intent, an id), or an ordinary word.
                pairs.push([name, known[plan.pick % Math.max(1, known.length)] ?? "Leeds"]);
                return;
              case "one":
                pairs.push([name, plan.value]);
                // Anything a keyboard could have put there is held to the same rule.
                if (TYPEABLE.test(plan.value)) typed.set(name, plan.value);
                return;
              case "typed":
                pairs.push([name, plan.value]);
                typed.set(name, plan.value);
                return;
              case "twice":
                pairs.push([name, plan.values[0]], [name, plan.values[1]]);
                return;
            }
          });
          if (shapeOfRequest.extra) pairs.push(shapeOfRequest.extra);
          const sent = body(shapeOfRequest.encoding, pairs, shapeOfRequest.truncateAt);
          const cookie = sessions[shapeOfRequest.who] ?? "";
          const headers: Record<string, string> = {};
          if (shapeOfRequest.withOrigin) headers.Origin = OUR_ORIGIN;
          if (cookie) headers.Cookie = cookie;
          if (sent.type) headers["Content-Type"] = sent.type;
          const url = target.url();
          const size = Buffer.byteLength(sent.body);
          const t0 = performance.now();
          const answer = await send(url, { method: "POST", headers, body: sent.body }).catch(
            (error: Error) => {
              throw new Error(
                `POST ${url} (${shapeOfRequest.encoding}, ${size} bytes, ${cookie ? "signed in" : "anonymous"}) got no answer: ${String((error.cause as Error | undefined)?.message ?? error.message)}`,
              );
            },
          );
          if (process.env.FUZZ_TRACE)
            console.log(
              `TRACE ${url} ${shapeOfRequest.encoding} ${size} ${cookie ? "in" : "anon"} origin=${shapeOfRequest.withOrigin} -> ${answer.status} ${Math.round(performance.now() - t0)}ms`,
            );
          statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
          const what = `POST ${url} (${shapeOfRequest.encoding}) answered ${answer.status}`;

          expect(answer.status, `${what}: ${answer.text.slice(0, 500)}`).toBeLessThan(500);
          expect(rawMarkupIn(answer), `${what}: markup sent came back unescaped`).toBeUndefined();

          if (answer.location && answer.status >= 300 && answer.status < 400) {
            const next = answer.location.startsWith("/") ? answer.location : undefined;
            if (next) {
              const followed = await send(next, { headers: cookie ? { Cookie: cookie } : {} });
              expect(followed.status, `${what}, then GET ${next}`).toBeLessThan(500);
              expect(
                rawMarkupIn(followed),
                `${what}, then GET ${next}: markup sent came back unescaped`,
              ).toBeUndefined();
            }
          }

          // A form answering with its errors shows the fields again: each one typed into, sent
          // once in a readable form, must come back with what was typed, escaped.
          // Held to the encoding its page's form uses: a browser sends nothing else.
          const readable = shapeOfRequest.withOrigin && shapeOfRequest.encoding === shape.encoding;
          if (readable && answer.status >= 400 && answer.contentType.includes("html")) {
            const answered = formShape(answer.text, actionPath);
            for (const [name, value] of typed) {
              if (!shape.typed.has(name) || !answered.typed.has(name)) continue;
              if (value.length > (shape.maxLength.get(name) ?? Number.POSITIVE_INFINITY)) continue;
              // On a page of several forms told apart by intent, only the form that was sent.
              const intents = shape.intentsOf.get(name) ?? new Set();
              const sentIntents = pairs.filter(([field]) => field === "intent");
              if (
                intents.size > 0 &&
                !(sentIntents.length === 1 && intents.has(sentIntents[0]?.[1] ?? ""))
              ) {
                continue;
              }
              echoesChecked[route] = (echoesChecked[route] ?? 0) + 1;
              expect(
                answer.text.includes(escapeHtml(value.trim())),
                `${what}: the form came back without what was typed into '${name}' (sent ${JSON.stringify(value)}, shown ${fieldTag(answer.text, name)})`,
              ).toBe(true);
            }
          }
        }),
        { seed: SEED, numRuns: RUNS_PER_ACTION, endOnFailure: true },
      );
      // The failing input is not printed whole (an oversize value is tens of kilobytes): the
      // assertion says what went wrong, and the seed and path replay it exactly.
      if (outcome.failed) {
        const error = outcome.errorInstance as Error;
        throw new Error(
          `${error.message.slice(0, 800)}\n(replay: seed ${outcome.seed}, path "${outcome.counterexamplePath}")`,
          { cause: error },
        );
      }
      // Twenty-four renderings of a large page (the planting calendar) took over 30 s on two
      // cores shared with other work: a slow machine is not a failure of the form.
    }, 120_000);
  }

  it("looked for what was typed in the forms that answered with their errors", () => {
    // Not vacuous: the generated input reached the forms' own validation and their answers.
    console.info(
      `fuzz inputs: ${Object.values(inputsSent).reduce((a, b) => a + b, 0)} over ${Object.keys(inputsSent).length} actions; typed values checked: ${JSON.stringify(echoesChecked)}; answers by status: ${JSON.stringify(statuses)}; pages showing our markup escaped: ${markupShownEscaped}`,
    );
    expect(markupShownEscaped).toBeGreaterThan(20);
    for (const route of ["/signup", "/contact", "/create-listing", "/forum/new-post", "/report"]) {
      expect(echoesChecked[route] ?? 0, route).toBeGreaterThan(0);
    }
  });
});
