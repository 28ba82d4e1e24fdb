import { RouterContextProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { createToasts, toastMiddleware } from "./toast.server.ts";

const SECRET = "a-secret-of-at-least-thirty-two-characters";
const toasts = createToasts({ secret: SECRET, secureCookie: false });

/** A request's own context, as the server makes one for each request. */
const fresh = () => new RouterContextProvider();

/** The request a browser sends next, carrying the cookie from a Set-Cookie header. */
function requestWithCookie(setCookie: string | null): Request {
  const pair = setCookie?.split(";")[0] ?? "";
  return new Request("https://glut.test/", { headers: { Cookie: pair } });
}

describe("toast cookies", () => {
  it("reads back the toast it wrote, and clears it", async () => {
    const headers = await toasts.headers(fresh(), {
      type: "success",
      title: "Listing published",
      description: "Neighbours can see your plums now.",
    });
    const setCookie = headers.get("Set-Cookie");
    expect(setCookie).toMatch(/^glut_toast=/);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);

    const read = await toasts.read(requestWithCookie(setCookie), fresh());
    expect(read.toast).toEqual({
      type: "success",
      title: "Listing published",
      description: "Neighbours can see your plums now.",
    });
    const clearing = read.headers?.get("Set-Cookie") ?? "";
    expect(clearing).toMatch(/^glut_toast=;/);
    expect(clearing).toMatch(/Max-Age=0/i);
  });

  it("fills the default type", async () => {
    const headers = await toasts.headers(fresh(), { title: "Saved" });
    const { toast } = await toasts.read(requestWithCookie(headers.get("Set-Cookie")), fresh());
    expect(toast).toEqual({ type: "info", title: "Saved" });
  });

  it("gives no toast for a request without one", async () => {
    expect(await toasts.read(new Request("https://glut.test/"), fresh())).toEqual({
      toast: null,
      headers: null,
    });
  });

  it("ignores a cookie that was tampered with", async () => {
    const headers = await toasts.headers(fresh(), { type: "info", title: "Hello" });
    const pair = headers.get("Set-Cookie")?.split(";")[0] ?? "";
    const name = pair.slice(0, pair.indexOf("="));
    const [payload = "", signature = ""] = decodeURIComponent(pair.slice(name.length + 1)).split(
      ".",
    );
    const cookie = (value: string) =>
      new Request("https://glut.test/", {
        headers: { Cookie: `${name}=${encodeURIComponent(value)}` },
      });

    // The untouched cookie reads back (so what follows fails for the tampering alone).
    expect((await toasts.read(cookie(`${payload}.${signature}`), fresh())).toast?.title).toBe(
      "Hello",
    );

    // The attacker's own message, encoded as the app encodes it, under the original signature.
    const forged = Buffer.from(
      JSON.stringify({ type: "error", title: "Log in again at evil.example" }),
    ).toString("base64");
    expect((await toasts.read(cookie(`${forged}.${signature}`), fresh())).toast).toBeNull();
    // One character of the payload changed.
    const changed = `${payload[0] === "e" ? "f" : "e"}${payload.slice(1)}`;
    expect((await toasts.read(cookie(`${changed}.${signature}`), fresh())).toast).toBeNull();
    // No signature at all.
    expect((await toasts.read(cookie(forged), fresh())).toast).toBeNull();
  });

  it("ignores a toast signed with another secret", async () => {
    const headers = await createToasts({
      secret: "another-secret-of-thirty-two-characters!!",
      secureCookie: false,
    }).headers(fresh(), {
      title: "Not ours",
    });
    const { toast } = await toasts.read(requestWithCookie(headers.get("Set-Cookie")), fresh());
    expect(toast).toBeNull();
  });

  it("refuses a toast too long to show", async () => {
    await expect(toasts.headers(fresh(), { title: "x".repeat(201) })).rejects.toThrow();
  });

  it("redirects with the toast and keeps the caller's own headers", async () => {
    const response = await toasts.redirect(
      "/my-listings",
      { type: "success", title: "Deleted" },
      { headers: { "Set-Cookie": "other=1; Path=/", "X-Extra": "yes" } },
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/my-listings");
    expect(response.headers.get("X-Extra")).toBe("yes");
    const cookies = response.headers.getSetCookie();
    expect(cookies).toHaveLength(2);
    expect(cookies[0]).toBe("other=1; Path=/");
    const toastCookie = cookies.find((cookie) => cookie.startsWith("glut_toast=")) ?? null;
    const { toast } = await toasts.read(requestWithCookie(toastCookie), fresh());
    expect(toast).toEqual({ type: "success", title: "Deleted" });
  });

  it("marks the cookie Secure only when told to (production, over HTTPS)", async () => {
    const secure = createToasts({ secret: SECRET, secureCookie: true });
    expect((await secure.headers(fresh(), { title: "Hi" })).get("Set-Cookie")).toMatch(/; Secure/);
    expect((await toasts.headers(fresh(), { title: "Hi" })).get("Set-Cookie")).not.toMatch(
      /Secure/,
    );
  });
});

// Issue 32: a form posted without JavaScript and answered in place (a refusal under the field)
// showed its message again on the next page, from the cookie the answer still carried.
describe("a message answered in place", () => {
  const refusal = { type: "error", title: "Missing Fields", description: "Add a title." } as const;

  /** What the root middleware does with a request: the action, the root loader, the answer. */
  async function documentRequest(work: (context: RouterContextProvider) => Promise<Response>) {
    const context = new RouterContextProvider();
    const next = () => work(context);
    return toastMiddleware(
      { context, request: new Request("https://glut.test/forum/new-post"), params: {} } as never,
      next as never,
    ) as Promise<Response>;
  }

  it("is shown on the page this request renders, and leaves no cookie for the next page", async () => {
    let shown: unknown = null;
    const response = await documentRequest(async (context) => {
      const headers = await toasts.headers(context, refusal);
      // The root loader runs after the action, in the same request.
      shown = (await toasts.read(new Request("https://glut.test/forum/new-post"), context)).toast;
      return new Response("<html>", { status: 400, headers });
    });
    expect(shown).toEqual(refusal);
    expect(response.headers.getSetCookie()).toEqual([]);
  });

  it("keeps other cookies, and the one clearing an older message", async () => {
    const older = (await toasts.headers(fresh(), { title: "Older" })).get("Set-Cookie");
    const response = await documentRequest(async (context) => {
      const headers = await toasts.headers(context, refusal);
      const read = await toasts.read(requestWithCookie(older), context);
      headers.append("Set-Cookie", "other=1; Path=/");
      for (const value of read.headers?.getSetCookie() ?? []) headers.append("Set-Cookie", value);
      return new Response("<html>", { status: 400, headers });
    });
    const cookies = response.headers.getSetCookie();
    expect(cookies).toHaveLength(2);
    expect(cookies[0]).toBe("other=1; Path=/");
    expect(cookies[1]).toMatch(/^glut_toast=;.*Max-Age=0/);
  });

  it("still travels in the cookie when nothing renders it here (a script's request)", async () => {
    const response = await documentRequest(async (context) => {
      const headers = await toasts.headers(context, refusal);
      return new Response(null, { status: 400, headers });
    });
    const [cookie] = response.headers.getSetCookie();
    expect((await toasts.read(requestWithCookie(cookie ?? null), fresh())).toast).toEqual(refusal);
  });
});
