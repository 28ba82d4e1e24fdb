import { readFileSync } from "node:fs";
import { type Browser, devices, expect, type Page } from "@playwright/test";
import { OUR_ORIGIN, randomClientAddress, signIn } from "./accounts";
import { expectFirstLoadWithinBudget } from "./first-load-budget";
import { acceptCookies, expectNoAxeViolations, expectNoSidewaysScroll } from "./helpers";
import {
  type ProfileRun,
  profileHandoversFile,
  profileMembers,
  type SeededProfileHandover,
} from "./profile-members";
import { openStaticMemberPage } from "./static-page-checks";

// The thanks-and-profile journey shared by member-profiles.spec.ts and its phone variant: on a
// handover seeded as collected, both sides say thanks, and each note shows on the other's profile.

function seeded(run: ProfileRun): SeededProfileHandover {
  const all = JSON.parse(
    readFileSync(profileHandoversFile(process.env.E2E_DATA_DIR ?? ""), "utf8"),
  ) as Record<ProfileRun, SeededProfileHandover>;
  return all[run];
}

async function signedIn(
  browser: Browser,
  baseURL: string,
  account: { email: string; password: string },
  options: { phone: boolean; javaScriptEnabled: boolean },
): Promise<Page> {
  const context = await browser.newContext({
    baseURL,
    javaScriptEnabled: options.javaScriptEnabled,
    locale: "en-GB",
    timezoneId: "Europe/London",
    ...(options.phone ? devices["Pixel 7"] : {}),
  });
  await acceptCookies(context, baseURL);
  await context.setExtraHTTPHeaders({ ...OUR_ORIGIN, "X-Forwarded-For": randomClientAddress() });
  const page = await context.newPage();
  await signIn(page, account);
  await expect(page).toHaveURL(/\/dashboard$/);
  return page;
}

const EMPTY_THANKS = "Write a thank-you note, choose a rating, or both.";

/**
 * An empty thank-you form refused (decision 0114). With JavaScript, the page's script says so in
 * the form's error box without sending it (the page is not loaded again), and the note takes the
 * focus, described by the message; a note given takes the message away. Without, the server's
 * answer says the same words in the same place and keeps what was typed.
 */
async function refuseEmptyThanks(page: Page, javaScriptEnabled: boolean) {
  const form = page.locator("form#thanks");
  const note = page.getByLabel(/A thank-you note to/);
  if (javaScriptEnabled) {
    await page.evaluate(() => {
      (window as { samePage?: boolean }).samePage = true;
    });
    await page.getByRole("button", { name: "Send thanks" }).click();
    const said = form.getByRole("alert");
    await expect(said).toHaveText(EMPTY_THANKS);
    await expect(note).toBeFocused();
    await expect(note).toHaveAttribute("aria-describedby", /(^| )thanks-error( |$)/);
    expect(await page.evaluate(() => (window as { samePage?: boolean }).samePage)).toBe(true);
    await note.fill("x");
    await expect(said).toHaveCount(0);
    await note.fill("");
    return;
  }
  await note.fill("   ");
  await page.getByRole("button", { name: "Send thanks" }).click();
  await expect(form.getByRole("alert")).toHaveText(EMPTY_THANKS);
  await expect(note).toHaveValue("   ");
  await note.fill("");
}

async function sayThanks(
  page: Page,
  handoverId: string,
  {
    note,
    rating,
    phone,
    axe,
    emptyFirst,
  }: {
    note: string;
    rating: string;
    phone: boolean;
    axe: boolean;
    /** Send it empty first, with JavaScript on or off. */
    emptyFirst?: { javaScriptEnabled: boolean };
  },
) {
  const path = `/handovers/${handoverId}/thanks`;
  // Static (decision 0114): the form's checks are its one inline script.
  if (emptyFirst?.javaScriptEnabled) await openStaticMemberPage(page, path, { inlineScripts: 1 });
  else await page.goto(path);
  await expect(page.getByRole("heading", { name: "Say thanks", level: 1 })).toBeVisible();
  if (axe) await expectNoAxeViolations(page);
  if (emptyFirst) {
    await refuseEmptyThanks(page, emptyFirst.javaScriptEnabled);
    if (axe) await expectNoAxeViolations(page);
  }
  await page.getByLabel(/A thank-you note to/).fill(note);
  await page.getByRole("radio", { name: rating }).check();
  await page.getByRole("button", { name: "Send thanks" }).click();
  await expect(page.getByText(/You said thanks on/)).toBeVisible();
  await expect(page.getByText(`“${note}”`)).toBeVisible();
  await expect(page.getByRole("button", { name: "Send thanks" })).toHaveCount(0);
  if (phone) await expectNoSidewaysScroll(page);
}

export async function thanksAndProfiles(
  browser: Browser,
  baseURL: string,
  run: ProfileRun,
  options: { phone: boolean; javaScriptEnabled: boolean },
) {
  const people = profileMembers(run);
  const { handoverId, giverId, receiverId } = seeded(run);
  const receiver = await signedIn(browser, baseURL, people.receiver, options);
  const giver = await signedIn(browser, baseURL, people.giver, options);

  await sayThanks(receiver, handoverId, {
    note: "The rhubarb crowns are in and thriving.",
    rating: "5, excellent",
    phone: options.phone,
    // The server renders the same page with and without JavaScript: axe reads it in the runs
    // with JavaScript; the run without checks the plain forms work.
    axe: options.javaScriptEnabled,
    emptyFirst: { javaScriptEnabled: options.javaScriptEnabled },
  });
  // The thanks page's first load against its ceiling (bench/js-budget.json's measuredIn): only a
  // collected handover's two people have it, and the giver has not said thanks yet.
  if (options.javaScriptEnabled && !options.phone) {
    await expectFirstLoadWithinBudget(
      browser,
      baseURL,
      "saying thanks",
      `/handovers/${handoverId}/thanks`,
      giver.context(),
    );
  }
  await sayThanks(giver, handoverId, {
    note: "Came on time, lovely to meet.",
    rating: "4, good",
    phone: options.phone,
    // The same page as the receiver's, already read by axe.
    axe: false,
  });

  // The giver's profile, as the receiver sees it: the note, who wrote it, no email address.
  await receiver.goto(`/members/${giverId}`);
  await expect(
    receiver.getByRole("heading", { name: people.giver.username, level: 1 }),
  ).toBeVisible();
  const notes = receiver.getByRole("region", { name: "Thank-you notes" });
  await expect(notes.getByText("The rhubarb crowns are in and thriving.")).toBeVisible();
  await expect(
    notes.getByRole("link", { name: people.receiver.username, exact: true }),
  ).toHaveAttribute("href", `/members/${receiverId}`);
  await expect(receiver.locator("main").getByText("Leeds", { exact: true })).toBeVisible();
  await expect(receiver.getByText("Items given")).toBeVisible();
  // One rating is never shown: the average waits for three.
  await expect(receiver.getByText("Not yet")).toBeVisible();
  await expect(receiver.locator("main")).not.toContainText(people.giver.email);
  if (options.javaScriptEnabled) await expectNoAxeViolations(receiver);
  if (options.phone) await expectNoSidewaysScroll(receiver);

  // And the receiver's, as the giver sees it, reached from the note's link to its writer.
  await giver.goto(`/members/${giverId}`);
  await giver
    .getByRole("region", { name: "Thank-you notes" })
    .getByRole("link", { name: people.receiver.username, exact: true })
    .click();
  await expect(giver).toHaveURL(new RegExp(`/members/${receiverId}$`));
  await expect(giver.getByText("Came on time, lovely to meet.")).toBeVisible();
  if (options.javaScriptEnabled) await expectNoAxeViolations(giver);

  await receiver.context().close();
  await giver.context().close();
}
