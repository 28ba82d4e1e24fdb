import http from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import en from "~/i18n/locales/en/common";
import { type BootedApp, bootHttpApp } from "../factories/booted-app";
import { createTestMember } from "../factories/test-members";
import type { createTestServices } from "../factories/test-services";

// Issue 32, item 5: odd addresses, methods and bodies through the real app (the production build
// behind our Express layer, on a fresh PGlite database), anonymously and as a member. None may be
// answered with a 5xx. An outside fuzzer found a NUL byte in an address reaching PostgreSQL, a
// "€" in a return path breaking the sign-in's Location header, TRACE and an empty POST without a
// Content-Type; each is here, with its neighbours. Decision 0070.

const PASSWORD = "courgette-glut";

let app: BootedApp;
let base = "";
let memberEmail = "";
let memberCookie = "";
let addressCounter = 0;

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
}

/**
 * A request sent exactly as written (fetch refuses TRACE and tidies addresses), from a different
 * client address each time so that per-address rate limits stay out of the way.
 */
function send(
  target: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Answer> {
  addressCounter += 1;
  const { hostname, port } = new URL(base);
  const headers: Record<string, string> = {
    "X-Forwarded-For": `198.51.${(addressCounter >> 8) & 255}.${addressCounter & 255}`,
    ...init.headers,
  };
  if (init.body !== undefined) headers["Content-Length"] = String(Buffer.byteLength(init.body));
  return new Promise((resolve, reject) => {
    const req = http.request(
      { hostname, port, path: target, method: init.method ?? "GET", headers },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            text: Buffer.concat(chunks).toString(),
          }),
        );
        res.on("error", reject);
      },
    );
    req.on("error", reject);
    req.end(init.body);
  });
}

function cookiesOf(answer: Answer): string {
  return (answer.headers["set-cookie"] ?? []).map((cookie) => cookie.split(";")[0]).join("; ");
}

function signIn(redirectTo: string): Promise<Answer> {
  return send("/login", {
    method: "POST",
    headers: { Origin: base, "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ email: memberEmail, password: PASSWORD, redirectTo }).toString(),
  });
}

beforeAll(async () => {
  app = await bootHttpApp();
  base = app.base;
  const services = app.services as unknown as ReturnType<typeof createTestServices>;
  memberEmail = (await createTestMember(services, { username: "Odd Requests" })).email;
  const signedIn = await signIn("/dashboard");
  expect(signedIn.status).toBe(302);
  memberCookie = cookiesOf(signedIn);
}, 120_000);

afterAll(async () => {
  await app?.close();
}, 60_000);

/** Addresses carrying what no page expects: NUL, bytes that are not UTF-8, stray escapes. */
const ODD_ADDRESSES = [
  "/food-bank/%00",
  "/food-bank/a%00b",
  "/food-bank/%FF",
  "/food-bank/%C0%80",
  "/food-banks/%00",
  "/food-banks?q=%00",
  "/city/%00",
  "/free-food/%00",
  "/forum?q=%00",
  "/forum?q=%FF",
  "/forum/category/%00",
  "/forum/post/%00",
  "/forum/reply/%00",
  "/listings?search=%00",
  "/listings?near=%00",
  "/listings?location=%00&category=%00&type=%00",
  "/listings?search=%FF%FE",
  "/listings/%00",
  "/listings/%00/edit",
  "/messages/%00",
  "/report?kind=listing&id=%00",
  "/places/suggest?q=%00",
  "/planting-calendar?crop=%00",
  "/login?redirectTo=%00",
  "/%00",
  "/%",
  "/%E2%82",
  "/listings?search=%",
] as const;

describe("odd addresses", () => {
  it.each(ODD_ADDRESSES)("%s is never a server error, anonymous or signed in", async (target) => {
    for (const cookie of ["", memberCookie]) {
      const answer = await send(target, { headers: cookie ? { Cookie: cookie } : {} });
      expect(answer.status, `${target} ${cookie ? "as a member" : "anonymously"}`).toBeLessThan(
        500,
      );
    }
  });

  it("refuses a NUL byte in the address with a 400, before any page reads it", async () => {
    for (const target of ["/food-bank/%00", "/listings?search=%00", "/forum?q=%00"]) {
      const answer = await send(target, { headers: { Cookie: memberCookie } });
      expect(answer.status, target).toBe(400);
      expect(answer.headers["cache-control"]).toBe("no-store");
    }
  });
});

describe("a return path that is not Latin-1", () => {
  it.each([
    ["/listings/€", "/listings/%E2%82%AC"],
    ["/forum?q=🍅", "/forum?q=%F0%9F%8D%85"],
  ])("signs in with %s and returns to it, encoded", async (redirectTo, location) => {
    const answer = await signIn(redirectTo);
    expect(answer.status).toBe(302);
    expect(answer.headers.location).toBe(location);
    expect(cookiesOf(answer)).toContain("glut.session_token=");
  });

  it("the cookie choice's returnTo likewise", async () => {
    const answer = await send("/cookie-consent", {
      method: "POST",
      headers: { Origin: base, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ consent: "reject", returnTo: "/city/leeds?x=€🍅" }).toString(),
    });
    expect(answer.status).toBeLessThan(500);
    expect(answer.headers.location ?? "").toMatch(/^[\x21-\x7E]*$/);
  });
});

describe("methods no page answers", () => {
  it.each(["TRACE", "PROPFIND", "PURGE", "MKCOL"])("%s is a 405 with Allow", async (method) => {
    for (const target of ["/", "/listings", "/contact", "/nowhere"]) {
      const answer = await send(target, { method });
      expect(answer.status, `${method} ${target}`).toBe(405);
      expect(answer.headers.allow).toBe("GET, HEAD, POST");
    }
  });

  it.each(["OPTIONS", "PUT", "PATCH", "DELETE"])("%s is never a server error", async (method) => {
    for (const target of ["/", "/contact", "/listings", "/api/auth/get-session"]) {
      const answer = await send(target, {
        method,
        headers: { Origin: base, Cookie: memberCookie },
      });
      expect(answer.status, `${method} ${target}`).toBeLessThan(500);
    }
  });
});

describe("an empty POST without a Content-Type", () => {
  const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

  it.each([
    ["/contact", false],
    ["/login", false],
    ["/dashboard", true],
    ["/forum/new-post", true],
    ["/account", true],
  ] as const)(
    "to %s is a 400 titled as one, saying the form could not be read",
    async (target, signedIn) => {
      const answer = await send(target, {
        method: "POST",
        headers: { Origin: base, ...(signedIn ? { Cookie: memberCookie } : {}) },
      });
      expect(answer.status).toBe(400);
      expect(titleOf(answer.text)).toBe("400 Bad Request | Glut");
      expect(answer.text).toContain(en.errors.unreadableForm);
    },
  );

  it("to a form with its own refusal is a 400 with that form's title", async () => {
    const answer = await send("/create-listing", {
      method: "POST",
      headers: { Origin: base, Cookie: memberCookie },
    });
    expect(answer.status).toBe(400);
    expect(titleOf(answer.text)).not.toMatch(/Internal Server Error/i);
  });
});
