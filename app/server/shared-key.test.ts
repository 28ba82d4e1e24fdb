import { describe, expect, it } from "vitest";
import { sharedKey } from "./shared-key";

describe("sharedKey", () => {
  it("keys a page by the cookies that change it, and by nothing else", () => {
    expect(sharedKey("/", "glut_lng=cy; other_app=1")).toBe("/\nglut_lng=cy");
    expect(sharedKey("/", "glut_cookie_consent=x; glut_lng=cy")).toBe(
      sharedKey("/", "glut_lng=cy; glut_cookie_consent=x"),
    );
    // The consent records the browser keeps are read by no page (decision 0120).
    expect(sharedKey("/", "glut_signup_consent=a; glut_marketing_consent=b")).toBe("/\n");
  });

  it("makes a signed-in or one-time request personal", () => {
    expect(sharedKey("/", "glut.session_token=abc")).toBeNull();
    expect(sharedKey("/", "__Secure-glut.session_token=abc")).toBeNull();
    expect(sharedKey("/", "glut_toast=hello")).toBeNull();
  });

  it("allows the sign-in's own cookies for a page keyed by its viewer, never a one-time message", () => {
    const signedIn = { signedIn: true };
    expect(
      sharedKey("/listings", "glut.session_token=a; glut.dont_remember=b; glut_lng=en", signedIn),
    ).toBe("/listings\nglut_lng=en");
    expect(sharedKey("/listings", "__Secure-glut.session_token=a", signedIn)).toBe("/listings\n");
    expect(sharedKey("/listings", "glut.session_token=a; glut_toast=b", signedIn)).toBeNull();
    expect(sharedKey("/listings", "glut.other=a", signedIn)).toBeNull();
  });
});
