import { describe, expect, it } from "vitest";
import { createToasts } from "./toast.server.ts";

const SECRET = "a-secret-of-at-least-thirty-two-characters";
const toasts = createToasts({ secret: SECRET, secureCookie: false });

/** The request a browser sends next, carrying the cookie from a Set-Cookie header. */
function requestWithCookie(setCookie: string | null): Request {
  const pair = setCookie?.split(";")[0] ?? "";
  return new Request("https://glut.test/", { headers: { Cookie: pair } });
}

describe("toast cookies", () => {
  it("reads back the toast it wrote, and clears it", async () => {
    const headers = await toasts.headers({
      type: "success",
      title: "Listing published",
      description: "Neighbours can see your plums now.",
    });
    const setCookie = headers.get("Set-Cookie");
    expect(setCookie).toMatch(/^glut_toast=/);
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);

    const read = await toasts.read(requestWithCookie(setCookie));
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
    const headers = await toasts.headers({ title: "Saved" });
    const { toast } = await toasts.read(requestWithCookie(headers.get("Set-Cookie")));
    expect(toast).toEqual({ type: "info", title: "Saved" });
  });

  it("gives no toast for a request without one", async () => {
    expect(await toasts.read(new Request("https://glut.test/"))).toEqual({
      toast: null,
      headers: null,
    });
  });

  it("ignores a cookie that was tampered with", async () => {
    const headers = await toasts.headers({ type: "info", title: "Hello" });
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
    expect((await toasts.read(cookie(`${payload}.${signature}`))).toast?.title).toBe("Hello");

    // The attacker's own message, encoded as the app encodes it, under the original signature.
    const forged = Buffer.from(
      JSON.stringify({ type: "error", title: "Log in again at evil.example" }),
    ).toString("base64");
    expect((await toasts.read(cookie(`${forged}.${signature}`))).toast).toBeNull();
    // One character of the payload changed.
    const changed = `${payload[0] === "e" ? "f" : "e"}${payload.slice(1)}`;
    expect((await toasts.read(cookie(`${changed}.${signature}`))).toast).toBeNull();
    // No signature at all.
    expect((await toasts.read(cookie(forged))).toast).toBeNull();
  });

  it("ignores a toast signed with another secret", async () => {
    const headers = await createToasts({
      secret: "another-secret-of-thirty-two-characters!!",
      secureCookie: false,
    }).headers({
      title: "Not ours",
    });
    const { toast } = await toasts.read(requestWithCookie(headers.get("Set-Cookie")));
    expect(toast).toBeNull();
  });

  it("refuses a toast too long to show", async () => {
    await expect(toasts.headers({ title: "x".repeat(201) })).rejects.toThrow();
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
    const { toast } = await toasts.read(requestWithCookie(toastCookie));
    expect(toast).toEqual({ type: "success", title: "Deleted" });
  });

  it("marks the cookie Secure only when told to (production, over HTTPS)", async () => {
    const secure = createToasts({ secret: SECRET, secureCookie: true });
    expect((await secure.headers({ title: "Hi" })).get("Set-Cookie")).toMatch(/; Secure/);
    expect((await toasts.headers({ title: "Hi" })).get("Set-Cookie")).not.toMatch(/Secure/);
  });
});
