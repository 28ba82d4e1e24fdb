import type { UIMatch } from "react-router";
import { describe, expect, it } from "vitest";
import { isStaticPage, staticAnswer, staticPage } from "./hydration";

const match = (handle: unknown, loaderData?: unknown): UIMatch =>
  ({
    id: "route",
    pathname: "/",
    params: {},
    data: loaderData,
    loaderData,
    handle,
  }) as UIMatch;

describe("isStaticPage", () => {
  it("is true when a matched route says it is static", () => {
    expect(isStaticPage([match(undefined), match(staticPage)])).toBe(true);
  });

  it("is false for routes without the handle, or with another", () => {
    expect(isStaticPage([match(undefined)])).toBe(false);
    expect(isStaticPage([match({ breadcrumb: "Home" }), match({ hydrate: true })])).toBe(false);
    expect(isStaticPage([])).toBe(false);
  });

  it("is true when a loader's answer says this visitor's page is static", () => {
    expect(
      isStaticPage([match(undefined), match(undefined, { view: "preview", ...staticAnswer })]),
    ).toBe(true);
    expect(isStaticPage([match(undefined), match(undefined, { view: "member" })])).toBe(false);
  });
});
