import { type Browser, expect, type Page } from "@playwright/test";
import { becomeMember, OUR_ORIGIN, randomClientAddress } from "./accounts";
import { acceptCookies, expectNoAxeViolations } from "./helpers";
import { listProduce, uniqueWord } from "./listings";

// The request-and-reserve story of decision 0087, for the desktop and phone specs: a lister, a
// member who asks, and a third member who then sees "Reserved".

/** Another person in their own browser context (own cookies, own address). */
export async function person(
  browser: Browser,
  baseURL: string,
  options: {
    javaScriptEnabled?: boolean;
    isMobile?: boolean;
    viewport?: { width: number; height: number };
  } = {},
): Promise<Page> {
  const context = await browser.newContext({ baseURL, extraHTTPHeaders: OUR_ORIGIN, ...options });
  await acceptCookies(context, baseURL);
  await context.setExtraHTTPHeaders({ ...OUR_ORIGIN, "X-Forwarded-For": randomClientAddress() });
  return context.newPage();
}

/**
 * `withAxe` false where the pages run no script: axe is itself a script and cannot run there
 * (the member-profiles and handover-pickup specs check accessibility in their scripted runs too).
 */
export async function requestAndReserve(lister: Page, asker: Page, third: Page, withAxe = true) {
  const checkAxe = async (page: Page) => {
    if (withAxe) await expectNoAxeViolations(page);
  };
  const tag = uniqueWord();
  const title = `Chard ${tag}`;
  await becomeMember(lister, lister.request, { confirmEmail: true, username: `Lister ${tag}` });
  const listingId = await listProduce(lister, { name: title });
  const askerName = `Asker ${tag}`;
  await becomeMember(asker, asker.request, { confirmEmail: true, username: askerName });

  await asker.goto(`/listings/${listingId}`);
  await expect(asker.getByRole("heading", { name: "Who gets it: first come" })).toBeVisible();
  await asker.getByLabel("A note for the lister (optional)").fill("I could come on Saturday.");
  await asker.getByRole("button", { name: "Request", exact: true }).click();
  await expect(
    asker.getByText("You have asked for this. You are number 1 in the queue."),
  ).toBeVisible();
  await checkAxe(asker);

  await lister.goto(`/listings/${listingId}`);
  await expect(lister.getByRole("heading", { name: "Who has asked (1)" })).toBeVisible();
  await expect(lister.getByRole("link", { name: askerName })).toHaveAttribute(
    "href",
    /^\/members\//,
  );
  await expect(lister.getByText("I could come on Saturday.")).toBeVisible();
  await checkAxe(lister);
  await lister.getByRole("button", { name: `Reserve for ${askerName}` }).click();
  await expect(lister.getByText(`Reserved for ${askerName}:`)).toBeVisible();
  await expect(lister.getByRole("link", { name: "the handover" })).toHaveAttribute(
    "href",
    /^\/handovers\/[0-9a-f-]{36}$/,
  );

  await asker.goto(`/listings/${listingId}`);
  await expect(asker.getByRole("link", { name: "Arrange the pickup" })).toHaveAttribute(
    "href",
    /^\/handovers\/[0-9a-f-]{36}$/,
  );

  await becomeMember(third, third.request);
  await third.goto(`/listings/${listingId}`);
  await expect(third.getByText("Reserved", { exact: true }).first()).toBeVisible();
  await expect(
    third.getByText("Reserved: you can still ask, and you will be queued in case it comes free."),
  ).toBeVisible();
  await checkAxe(third);
  await third.goto(`/listings?search=${encodeURIComponent(tag)}`);
  const card = third.getByRole("link", { name: new RegExp(title) });
  await expect(card.getByText("Reserved", { exact: true })).toBeVisible();
}
