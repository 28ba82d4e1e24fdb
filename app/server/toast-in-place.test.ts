import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { XHR_SUBMISSION_HEADER, XHR_SUBMISSION_VALUE } from "~/components/xhr-submission";
import { forumMessages } from "~/forum/forum-schema";
import { type BootedApp, bootHttpApp } from "../../tests/factories/booted-app";
import { createTestMember } from "../../tests/factories/test-members";
import type { createTestServices } from "../../tests/factories/test-services";
import { TOAST_COOKIE_NAME } from "./toast.server";

// Issue 32, item 13: without JavaScript, a refused forum post (blank title) or a refused
// non-image upload showed its message on the page, and then again as a red box on whatever page
// the member opened next within a minute, from the one-time message cookie the refusal still
// carried. Through the real app, as a browser without JavaScript posts. Decision 0070.

const PASSWORD = "courgette-glut";
let app: BootedApp;
let cookie = "";
let categoryId = "";

/** The one-time message the root shows at the top of a page before (or without) JavaScript. */
const TOP_NOTICE = '<div class="mx-auto max-w-6xl px-4 pt-4 sm:px-6">';

function toastCookies(response: Response): string[] {
  return response.headers
    .getSetCookie()
    .filter((value) => value.startsWith(`${TOAST_COOKIE_NAME}=`) && !/Max-Age=0/i.test(value));
}

/** The browser's cookies after `response`: the session, plus whatever it set. */
function cookiesAfter(response: Response): string {
  const jar = new Map(cookie.split("; ").map((pair) => [pair.split("=")[0], pair] as const));
  for (const value of response.headers.getSetCookie()) {
    const pair = value.split(";")[0] ?? "";
    if (/Max-Age=0/i.test(value)) jar.delete(pair.split("=")[0]);
    else jar.set(pair.split("=")[0], pair);
  }
  return [...jar.values()].join("; ");
}

function post(path: string, form: FormData, headers: Record<string, string> = {}) {
  return fetch(`${app.base}${path}`, {
    method: "POST",
    redirect: "manual",
    headers: { Origin: app.base, Cookie: cookie, ...headers },
    body: form,
  });
}

beforeAll(async () => {
  app = await bootHttpApp();
  const services = app.services as unknown as ReturnType<typeof createTestServices>;
  const member = await createTestMember(services, { username: "No Script" });
  const signIn = await fetch(`${app.base}/login`, {
    method: "POST",
    redirect: "manual",
    headers: { Origin: app.base, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ email: member.email, password: PASSWORD }).toString(),
  });
  cookie = signIn.headers
    .getSetCookie()
    .map((value) => value.split(";")[0])
    .join("; ");
  const page = await (
    await fetch(`${app.base}/forum/new-post`, { headers: { Cookie: cookie } })
  ).text();
  categoryId = /<option value="([^"]+)"/.exec(page.replace(/<option value="">/g, ""))?.[1] ?? "";
  expect(categoryId).not.toBe("");
}, 120_000);

afterAll(async () => {
  await app?.close();
}, 60_000);

describe("a refusal answered in place, without JavaScript", () => {
  it("a blank forum title: the message on that page, and none on the next", async () => {
    const form = new FormData();
    form.set("categoryId", categoryId);
    form.set("title", "");
    form.set("content", "What works against clubroot?");
    const refused = await post("/forum/new-post", form);
    expect(refused.status).toBe(400);
    const page = await refused.text();
    expect(page).toContain(forumMessages.missing);
    // Shown here, so nothing is left for the next page.
    expect(page).toContain(TOP_NOTICE);
    expect(toastCookies(refused)).toEqual([]);

    const next = await fetch(`${app.base}/forum`, { headers: { Cookie: cookiesAfter(refused) } });
    const nextPage = await next.text();
    expect(nextPage).not.toContain(TOP_NOTICE);
    expect(nextPage).not.toContain(forumMessages.missingTitle);
  });

  it("a file that is not an image: the message on that page, and none on the next", async () => {
    const form = new FormData();
    form.set("name", "Courgettes");
    form.set("category", "Vegetables");
    form.set("type", "Free");
    form.set("location", "Leeds");
    form.set("photos", new Blob(["not a photo"], { type: "text/plain" }), "notes.txt");
    const refused = await post("/create-listing", form);
    expect(refused.status).toBe(400);
    expect(toastCookies(refused)).toEqual([]);

    const next = await fetch(`${app.base}/dashboard`, {
      headers: { Cookie: cookiesAfter(refused) },
    });
    expect(await next.text()).not.toContain(TOP_NOTICE);
  });
});

describe("a refusal sent by a script", () => {
  it("sent by XMLHttpRequest (the listing form): the message in the reply, no cookie", async () => {
    // The static listing pages' script shows it itself (decision 0108), as React's form does.
    const form = new FormData();
    form.set("name", "");
    form.set("category", "Vegetables");
    form.set("type", "Free");
    form.set("location", "Leeds");
    const refused = await post("/create-listing", form, {
      [XHR_SUBMISSION_HEADER]: XHR_SUBMISSION_VALUE,
    });
    expect(refused.status).toBe(400);
    const reply = (await refused.json()) as { type: string; toast?: { title: string } };
    expect(reply.type).toBe("data");
    expect(reply.toast?.title).toBe("Missing Information");
    expect(toastCookies(refused)).toEqual([]);
  });

  it("still carries the message in the cookie, for the root's revalidation to show", async () => {
    const form = new FormData();
    form.set("categoryId", categoryId);
    form.set("title", "");
    form.set("content", "What works against clubroot?");
    const refused = await post("/forum/new-post.data", form);
    expect(refused.status).toBe(400);
    expect(toastCookies(refused)).toHaveLength(1);
  });
});
