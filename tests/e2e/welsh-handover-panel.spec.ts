import { expect, test } from "@playwright/test";
import { signIn } from "./accounts";
import { personIn } from "./handover-flow";
import { E2E_WELSH_HANDOVERS } from "./handover-people";
import { expectNoAxeViolations, htmlLang } from "./helpers";
import { listProduce, uniqueWord } from "./listings";

// A listing's handover panel, the listing form's "Who gets it" fields and the Wanted tab in Welsh
// (issue 38, decision 0098). The seeded Welsh pair (their accounts' language is Welsh): Gwen
// lists, Twm asks and then withdraws, so no reservation is left to count against his fair share.
// The English of these pages is handover-requests', create-listing's and wanted-posts'.

const { giver, receiver } = E2E_WELSH_HANDOVERS.desktop;

test("a listing's handover panel in Welsh: a request, the lister's queue and a withdrawal", async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000);
  const lister = await personIn(browser, baseURL ?? "", { javaScriptEnabled: true });
  const asker = await personIn(browser, baseURL ?? "", { javaScriptEnabled: true });
  try {
    await signIn(lister.page, giver);
    await expect(lister.page).toHaveURL(/\/dashboard/);
    const listingId = await listProduce(lister.page, { name: `Cennin ${uniqueWord()}` });

    const page = asker.page;
    await signIn(page, receiver);
    await expect(page).toHaveURL(/\/dashboard/);
    await page.goto(`/listings/${listingId}?lng=cy`);
    expect(await htmlLang(page)).toBe("cy");
    await expect(
      page.getByRole("heading", { name: "Pwy sy’n ei gael: y cyntaf i’r felin" }),
    ).toBeVisible();
    await expect(page.getByRole("heading", { name: "Gofyn amdano" })).toBeVisible();
    await page.getByLabel("Nodyn i’r hysbysebwr (dewisol)").fill("Gallwn ddod ddydd Sadwrn.");
    await page.getByRole("button", { name: "Gofyn", exact: true }).click();
    await expect(page.getByText("Cais wedi’i anfon")).toBeVisible();
    await expect(
      page.getByText("Rydych chi wedi gofyn am hwn. Chi yw rhif 1 yn y ciw."),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    await lister.page.goto(`/listings/${listingId}?lng=cy`);
    await expect(
      lister.page.getByRole("heading", { name: "Pwy sydd wedi gofyn (1)" }),
    ).toBeVisible();
    await expect(lister.page.getByText(/Wedi cael \d+ eitem/)).toBeVisible();
    await expect(lister.page.getByRole("button", { name: "Neilltuo i Twm Derbyn" })).toBeVisible();
    await expectNoAxeViolations(lister.page);

    await page.getByRole("button", { name: "Tynnu fy nghais yn ôl" }).click();
    await expect(page.getByText("Cais wedi’i dynnu’n ôl")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Gofyn amdano" })).toBeVisible();
  } finally {
    await lister.context.close();
    await asker.context.close();
  }
});

test("the listing form's rule fields and the Wanted tab in Welsh", async ({ browser, baseURL }) => {
  test.setTimeout(90_000);
  const { context, page } = await personIn(browser, baseURL ?? "", { javaScriptEnabled: true });
  try {
    await signIn(page, giver);
    await expect(page).toHaveURL(/\/dashboard/);
    // Static (decision 0108): the fields are the server's, in Welsh, with no React to wait for.
    await page.goto("/create-listing?lng=cy");
    expect(await htmlLang(page)).toBe("cy");
    const rules = page.getByRole("group", { name: "Pwy sy’n ei gael" });
    await expect(rules.getByRole("radio", { name: /Y cyntaf i’r felin/ })).toBeChecked();
    await expect(rules.getByRole("radio", { name: /^Teg/ })).toBeVisible();
    await expect(rules.getByLabel("Faint o bobl sy’n gallu ei rannu")).toHaveValue("1");
    await expect(rules.getByLabel("Cyfnod teg, mewn oriau")).toHaveValue("24");
    await expectNoAxeViolations(page);

    await page.goto(`/listings/wanted?search=${uniqueWord()}&near=Xyzzyville&lng=cy`);
    expect(await htmlLang(page)).toBe("cy");
    await expect(page).toHaveTitle(
      "Yn Eisiau: Beth Mae Tyfwyr yn Agos Atoch yn Chwilio Amdano | Glut",
    );
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Yn eisiau");
    await expect(page.getByText(/o’r enw “Xyzzyville”, felly dyma geisiadau/)).toBeVisible();
    await expect(page.getByText("Wedi dod o hyd i 0 cais ‘yn eisiau’")).toBeVisible();
    await expect(page.getByText("Does neb yn chwilio am ddim byd fel hyn eto.")).toBeVisible();
    await expectNoAxeViolations(page);
  } finally {
    await context.close();
  }
});
