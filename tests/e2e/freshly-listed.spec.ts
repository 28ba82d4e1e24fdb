import { expect, test } from "@playwright/test";
import { becomeMember, OUR_ORIGIN, useOwnClientAddress } from "./accounts";
import { acceptCookies, expectNoAxeViolations } from "./helpers";
import { colourPhoto, listProduce, uniqueWord } from "./listings";

test("a new listing shows under Freshly Listed on the public home page", async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  test.setTimeout(60_000);
  await acceptCookies(page.context(), baseURL ?? "");
  await useOwnClientAddress(page.context());
  await becomeMember(page, request, { confirmEmail: true });
  const name = `${uniqueWord()} strawberries`;
  const id = await listProduce(page, {
    name,
    type: "Swap",
    photos: [await colourPhoto("#e74c3c")],
  });

  // A visitor who is not signed in.
  const visitor = await browser.newContext({ baseURL, extraHTTPHeaders: OUR_ORIGIN });
  await acceptCookies(visitor, baseURL ?? "");
  const home = await visitor.newPage();
  await home.goto("/");
  const fresh = home.getByRole("region", { name: "Freshly Listed" });
  const cards = fresh.getByRole("listitem");
  const count = await cards.count();
  expect(count).toBeGreaterThan(0);
  expect(count).toBeLessThanOrEqual(3);
  const card = fresh.getByRole("link", { name: new RegExp(name) });
  await expect(card).toHaveAttribute("href", `/listings/${id}`);
  await expect(card.getByRole("heading", { level: 3 })).toHaveText(name);
  await expect(card.getByText("Swap", { exact: true })).toBeVisible();
  await expect(card.getByText("Leeds")).toBeVisible();
  await expect(card.locator("img")).toHaveAttribute("src", /\.webp$/);
  await expect(fresh.getByRole("heading", { name: "No Produce Listed Yet" })).toHaveCount(0);
  await expectNoAxeViolations(home);

  // The card leads to the listing's public preview, which asks a visitor to join to contact.
  await card.click();
  await expect(home).toHaveURL(new RegExp(`/listings/${id}$`));
  await expect(home.getByRole("heading", { level: 1, name })).toBeVisible();
  await expect(home.getByRole("heading", { name: "Join to contact" })).toBeVisible();
  await expectNoAxeViolations(home);
  await visitor.close();
});
