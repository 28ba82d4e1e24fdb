import { type Browser, type BrowserContext, expect, type Page } from "@playwright/test";
import { OUR_ORIGIN, randomClientAddress, signIn, waitForEmail } from "./accounts";
import { expectFirstLoadWithinBudget } from "./first-load-budget";
import { acceptCookies, expectNoAxeViolations } from "./helpers";

// A reserved item's pickup and collection, walked by its two people in their own browsers:
// propose (a mistake first, kept as typed), accept, mark collected, confirm. Shared by the
// desktop, no-JavaScript and phone runs of handover-pickup.

interface Person {
  email: string;
  username: string;
  password: string;
}

/** A giver and a receiver with an item reserved between them (tests/e2e/handover-people.ts). */
interface Pair {
  giver: Person;
  receiver: Person;
  item: string;
}

/** The UK calendar day `days` from now, as a date field takes it. */
function ukDayFrom(days: number): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/London" }).format(
    new Date(Date.now() + days * 86_400_000),
  );
}

export async function personIn(
  browser: Browser,
  baseURL: string,
  options: { javaScriptEnabled: boolean; contextOptions?: Parameters<Browser["newContext"]>[0] },
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    ...options.contextOptions,
    baseURL,
    javaScriptEnabled: options.javaScriptEnabled,
  });
  await acceptCookies(context, baseURL);
  await context.setExtraHTTPHeaders({ ...OUR_ORIGIN, "X-Forwarded-For": randomClientAddress() });
  return { context, page: await context.newPage() };
}

export async function walkThePickup(
  browser: Browser,
  baseURL: string,
  pair: Pair,
  options: {
    javaScriptEnabled: boolean;
    contextOptions?: Parameters<Browser["newContext"]>[0];
    /** Measure the page's first-load JavaScript against bench/js-budget.json's ceiling. */
    measureJs?: boolean;
  },
) {
  // Axe's helper waits in the page for animations to end, which needs its scripts; the markup
  // without them is the same server-rendered page the JavaScript runs check.
  const axe = async (page: Page) => {
    if (options.javaScriptEnabled) await expectNoAxeViolations(page);
  };
  const receiver = await personIn(browser, baseURL, options);
  const giver = await personIn(browser, baseURL, options);
  try {
    // The receiver finds the reservation among their handovers.
    await signIn(receiver.page, pair.receiver);
    await expect(receiver.page).toHaveURL(/\/dashboard/);
    await receiver.page.goto("/handovers");
    await receiver.page.getByRole("link", { name: pair.item, exact: true }).click();
    await expect(receiver.page.getByRole("heading", { name: pair.item, level: 1 })).toBeVisible();
    if (options.javaScriptEnabled) {
      // Static (decision 0103): no module script, one inline script (the live refresh) beside
      // the live file.
      expect(await receiver.page.locator("link[rel='modulepreload']").count()).toBe(0);
      expect(await receiver.page.locator("script[data-inline-script]").count()).toBe(1);
    }
    await expect(
      receiver.page.getByText(`${pair.giver.username} is giving this to you.`),
    ).toBeVisible();
    await expect(
      receiver.page.getByRole("main").getByRole("link", { name: pair.giver.username, exact: true }),
    ).toHaveAttribute("href", /^\/members\//);
    await expect(
      receiver.page.getByText("Meet somewhere public near, not at, a home"),
    ).toBeVisible();
    await axe(receiver.page);
    const handoverPath = new URL(receiver.page.url()).pathname;
    if (options.measureJs)
      await expectFirstLoadWithinBudget(
        browser,
        baseURL,
        "a handover",
        handoverPath,
        receiver.context,
      );

    // A window that ends before it starts is refused, and what was typed stays.
    const day = ukDayFrom(3);
    await receiver.page.getByLabel("Day").fill(day);
    await receiver.page.getByLabel("From").fill("11:00");
    await receiver.page.getByLabel("Until").fill("10:00");
    await receiver.page.getByLabel("Where to meet").fill("Outside Headingley library");
    await receiver.page.getByRole("button", { name: "Propose this time" }).click();
    await expect(receiver.page.getByText("The pickup must end after it starts.")).toBeVisible();
    await expect(receiver.page.getByLabel("Where to meet")).toHaveValue(
      "Outside Headingley library",
    );
    await expect(receiver.page.getByLabel("Day")).toHaveValue(day);
    await axe(receiver.page);
    await receiver.page.getByLabel("Until").fill("12:30");
    await receiver.page.getByRole("button", { name: "Propose this time" }).click();
    await expect(
      receiver.page.getByText(`You proposed, waiting for ${pair.giver.username} to accept`),
    ).toBeVisible();
    // Each run's email is told by its link (the subject is folded onto a second line).
    await waitForEmail(
      pair.giver.email,
      new RegExp(
        `Subject: ${pair.receiver.username} proposed a pickup time[\\s\\S]*${handoverPath}`,
      ),
    );

    // The giver accepts it.
    await signIn(giver.page, pair.giver);
    await expect(giver.page).toHaveURL(/\/dashboard/);
    await giver.page.goto(handoverPath);
    await expect(
      giver.page.getByText(`You are giving this to ${pair.receiver.username}.`),
    ).toBeVisible();
    await expect(giver.page.getByTestId("pickup-window")).toContainText("11:00 to 12:30");
    await expect(giver.page.getByText("Outside Headingley library")).toBeVisible();
    await axe(giver.page);
    if (options.javaScriptEnabled) {
      await expect(receiver.page.locator("html")).toHaveAttribute("data-live", "open");
    }
    await giver.page.getByRole("button", { name: "Accept this time" }).click();
    await expect(giver.page.getByText("Agreed", { exact: true })).toBeVisible();
    if (options.javaScriptEnabled) {
      // The receiver's open page takes a fresh look when the live stream says it changed, and
      // says so in its status line (decision 0094).
      await expect(
        receiver.page.getByRole("status").filter({
          hasText: "Updated just now: Your pickup time was accepted.",
        }),
      ).toBeVisible();
      await expect(receiver.page.getByText("Agreed", { exact: true })).toBeVisible();
    }
    await waitForEmail(
      pair.receiver.email,
      new RegExp(`Subject: Pickup agreed for [\\s\\S]*${handoverPath}`),
    );

    // On the static page, a change that arrives while the receiver is typing leaves their words
    // alone: the status line says what changed and offers a refresh (decision 0103).
    const typing = options.javaScriptEnabled;
    if (typing) {
      await receiver.page.getByText("Propose another time").click();
      await receiver.page.getByLabel("Where to meet").fill("By the allotment gate");
    }

    // After the pickup, the giver marks it collected and the receiver confirms.
    await giver.page.getByRole("button", { name: "Mark as collected" }).click();
    await expect(
      giver.page.getByText(
        `You marked it collected. Waiting for ${pair.receiver.username} to confirm`,
      ),
    ).toBeVisible();
    if (typing) {
      await expect(
        receiver.page.getByRole("status").filter({
          hasText: "Changed just now: A handover was marked collected.",
        }),
      ).toBeVisible();
      await expect(receiver.page.getByLabel("Where to meet")).toHaveValue("By the allotment gate");
      await axe(receiver.page);
      await receiver.page.getByRole("link", { name: "Refresh the page to see it" }).click();
    } else {
      await receiver.page.goto(handoverPath);
    }
    await expect(
      receiver.page.getByText(`${pair.giver.username} marked it collected.`),
    ).toBeVisible();
    await receiver.page.getByRole("button", { name: "Confirm it was collected" }).click();
    await expect(receiver.page.getByRole("heading", { name: "Collected", level: 2 })).toBeVisible();
    await expect(
      receiver.page.getByRole("link", { name: `Say thank you to ${pair.giver.username}` }),
    ).toHaveAttribute("href", `${handoverPath}/thanks`);
    await axe(receiver.page);

    // The listing is gone from the lists: its one portion has been collected.
    await receiver.page.goto("/handovers");
    await expect(receiver.page.getByRole("listitem").filter({ hasText: pair.item })).toContainText(
      "Collected on",
    );
  } finally {
    await receiver.context.close();
    await giver.context.close();
  }
}
