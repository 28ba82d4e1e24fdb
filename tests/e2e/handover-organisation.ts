import { type Browser, expect } from "@playwright/test";
import { signIn } from "./accounts";
import { personIn, walkThePickup } from "./handover-flow";
import type { E2E_ORGANISATION_HANDOVERS } from "./handover-people";
import { expectNoAxeViolations, listingCards } from "./helpers";

// Issue 35 for an organisation: a verified food bank asks for a listing whose giver chose the
// fair rule with organisations first, after a personal member asked; the giver lets Glut draw,
// the food bank is reserved first, and the two then walk the pickup as two members do.

type Run = (typeof E2E_ORGANISATION_HANDOVERS)[keyof typeof E2E_ORGANISATION_HANDOVERS];

export async function organisationLoop(
  browser: Browser,
  baseURL: string,
  run: Run,
  options: { javaScriptEnabled: boolean; contextOptions?: Parameters<Browser["newContext"]>[0] },
) {
  const axe = async (page: Parameters<typeof expectNoAxeViolations>[0]) => {
    if (options.javaScriptEnabled) await expectNoAxeViolations(page);
  };
  const pantry = await personIn(browser, baseURL, options);
  const giver = await personIn(browser, baseURL, options);
  try {
    // The food bank finds the listing and asks, after Theo; it goes first in the queue.
    await signIn(pantry.page, run.receiver);
    await expect(pantry.page).toHaveURL(/\/dashboard/);
    await pantry.page.goto(`/listings?search=${encodeURIComponent(run.item)}`);
    await listingCards(pantry.page)
      .filter({ has: pantry.page.getByRole("heading", { name: run.item, exact: true }) })
      .getByRole("link")
      .first()
      .click();
    await expect(pantry.page.getByRole("heading", { name: run.item, level: 1 })).toBeVisible();
    await expect(pantry.page.getByRole("heading", { name: "Who gets it: fair" })).toBeVisible();
    await expect(pantry.page.getByText("Verified food banks and groups go first.")).toBeVisible();
    const listingPath = new URL(pantry.page.url()).pathname;
    await pantry.page
      .getByLabel("A note for the lister (optional)")
      .fill("For our Thursday food parcels.");
    await pantry.page.getByRole("button", { name: "Request", exact: true }).click();
    await expect(
      pantry.page.getByText("You have asked for this. You are number 1 in the queue."),
    ).toBeVisible();
    await axe(pantry.page);

    // The giver sees the food bank first, badged, and lets Glut draw: it is reserved first.
    await signIn(giver.page, run.giver);
    await expect(giver.page).toHaveURL(/\/dashboard/);
    await giver.page.goto(listingPath);
    await expect(giver.page.getByRole("heading", { name: "Who has asked (2)" })).toBeVisible();
    const first = giver.page
      .getByRole("main")
      .getByRole("listitem")
      .filter({
        has: giver.page.getByRole("link", { name: run.receiver.username, exact: true }),
      });
    await expect(first).toContainText("1.");
    await expect(first).toContainText("Verified organisation");
    await expect(first).toContainText("For our Thursday food parcels.");
    await axe(giver.page);
    await giver.page.getByRole("button", { name: "Let Glut draw" }).click();
    await expect(giver.page.getByText(`Reserved for ${run.receiver.username}:`)).toBeVisible();
  } finally {
    await pantry.context.close();
    await giver.context.close();
  }
  await walkThePickup(browser, baseURL, run, options);
}
