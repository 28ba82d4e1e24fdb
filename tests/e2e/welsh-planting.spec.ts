import { expect, test } from "@playwright/test";
import { createAccount, signIn, useOwnClientAddress } from "./accounts";
import { acceptCookies, expectNoAxeViolations, htmlLang } from "./helpers";

// The planting calendar in Welsh (issue 38, decision 0098): the views with their month and crop
// names, the region picker, the tracker's form and its errors (in the browser and from the
// server, what was typed kept), and the calendar feed in the member's language.

test.beforeEach(async ({ context, baseURL }) => {
  await acceptCookies(context, baseURL ?? "");
  await useOwnClientAddress(context);
});

test("the calendar's views in Welsh", async ({ page }) => {
  test.setTimeout(120_000);
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  await page.goto("/planting-calendar?tab=monthly&month=2026-04&lng=cy");
  expect(await htmlLang(page)).toBe("cy");
  await expect(page).toHaveTitle("Calendr Plannu Ffrwythau a Llysiau ar gyfer y DU | Glut");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(
    "Calendr Plannu Ffrwythau a Llysiau Rhyngweithiol",
  );
  await expect(
    page.getByRole("heading", { level: 2, name: "Beth i’w Blannu ym mis Ebrill 2026" }),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "Fesul Mis" })).toHaveAttribute(
    "aria-current",
    "page",
  );
  // The other months by their Welsh names; the crops by theirs.
  const months = page.getByRole("navigation", { name: "Misoedd eraill" });
  await expect(months.getByRole("link").first()).toContainText("Mawrth");
  await expect(months.getByRole("link").last()).toContainText("Mai");
  await expect(page.getByRole("region", { name: "Hau Allan" }).getByRole("listitem")).toContainText(
    ["Ffa llydan", "Pys", "Moron"],
  );
  await expect(page.getByText("Prif Dymor Plannu.")).toBeVisible();
  await expect(page.locator("[data-region-summary]")).toContainText(
    "Dyddiadau ar gyfer De a chanolbarth Lloegr a de Cymru",
  );
  await expectNoAxeViolations(page);

  // The region picker: a Welsh region, found from a town, and a district it cannot find.
  await page.getByLabel("Rhanbarth tyfu", { exact: true }).selectOption("north-wales");
  await page.getByRole("button", { name: "Dangos y rhanbarth hwn" }).click();
  await expect(
    page.getByRole("heading", {
      name: "Eich rhanbarth tyfu: Gogledd Lloegr a chanolbarth a gogledd Cymru",
    }),
  ).toBeVisible();
  await expect(page.locator("[data-region-summary]")).toContainText("wythnos yn hwyrach");
  await page.getByLabel("Neu dewch o hyd iddo o ardal eich cod post neu’ch tref").fill("ZZ99");
  await page.getByRole("button", { name: "Dod o hyd i fy rhanbarth" }).click();
  await expect(page.getByText("Doedd dim modd dod o hyd i’r ardal cod post")).toBeVisible();
  await expect(
    page.getByLabel("Neu dewch o hyd iddo o ardal eich cod post neu’ch tref"),
  ).toHaveValue("ZZ99");

  await page.getByRole("link", { name: "Fesul Tymor" }).click();
  await expect(page).toHaveURL(/tab=seasonal/);
  for (const season of ["Gwanwyn", "Haf", "Hydref", "Gaeaf"]) {
    await expect(page.getByRole("heading", { level: 3, name: season })).toBeVisible();
  }
  await expect(page.getByText("Mawrth i Fai")).toBeVisible();
  await expectNoAxeViolations(page);

  // The wall chart: twelve months by their Welsh names.
  await page.getByRole("link", { name: "Trosolwg o’r Flwyddyn" }).click();
  await expect(page).toHaveURL(/tab=yearly/);
  const chart = page.locator("[data-wall-chart]");
  await expect(chart.getByRole("heading", { level: 3 })).toHaveCount(12);
  await expect(chart.getByRole("heading", { level: 3 }).first()).toHaveText("Ionawr");
  await expect(chart.getByRole("heading", { level: 3 }).last()).toHaveText("Rhagfyr");
  await expect(chart.getByText("Cynllunio a Pharatoi")).toBeVisible();
  await expect(chart.getByText("Hau dan do:").first()).toBeVisible();
  await page.emulateMedia({ media: "print" });
  await expect(chart.getByRole("heading", { level: 2 })).toContainText("ar gip");
  await page.emulateMedia({ media: "screen" });
  await expectNoAxeViolations(page);

  await page.getByRole("link", { name: "Fy Ngardd", exact: true }).click();
  await expect(
    page.getByRole("heading", { name: "Mewngofnodwch i ddefnyddio Fy Ngardd" }),
  ).toBeVisible();
  await page.getByRole("button", { name: /Plannu Cydymaith/ }).click();
  const dialog = page.getByRole("dialog", { name: "Plannu Cydymaith" });
  await expect(dialog).toBeVisible();
  // The companion tables in Welsh: the plants, the evidence in words, the notes.
  const goodTable = dialog.getByRole("table", { name: "Cymdeithion da" });
  await expect(goodTable.getByRole("rowheader", { name: "Tomatos", exact: true })).toBeVisible();
  await expect(goodTable).toContainText("Gold Mair");
  await expect(goodTable).toContainText("Wedi’i gefnogi gan dreialon");
  await expect(dialog.getByText(/^Beth na all ei wneud:/)).toBeVisible();
  await expectNoAxeViolations(page);
  expect(errors).toEqual([]);
});

test("the tracker in Welsh: a common plant by its Welsh name, errors in Welsh, the feed", async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const account = await createAccount(request);
  await signIn(page, account);
  await expect(page).toHaveURL(/\/dashboard$/);
  // The member's ?lng= is kept on the account: the calendar feed follows it.
  await page.goto("/planting-calendar?tab=garden&lng=cy");
  await expect(page.getByRole("heading", { name: "Ychwanegu planhigyn" })).toBeVisible();

  // A common plant picked by its Welsh name fills its category and harvest date.
  await page.getByLabel("Enw’r planhigyn (gofynnol)").fill("Moron");
  await page.getByLabel("Dyddiad plannu (gofynnol)").fill("2026-04-01");
  await expect(page.getByLabel("Categori")).toHaveValue("Root Vegetables");
  await expect(page.getByLabel("Categori").locator("option:checked")).toHaveText("Llysiau Gwraidd");
  await expect(page.getByLabel("Dyddiad cynaeafu disgwyliedig")).toHaveValue("2026-06-10");
  await expect(page.getByText("Moron: tua 70 diwrnod o’r hau.")).toBeVisible();

  // A harvest before the planting: the error in Welsh, and everything typed kept.
  await page.getByLabel("Dyddiad cynaeafu disgwyliedig").fill("2026-03-01");
  await page.getByLabel("Math", { exact: true }).fill("Nantes");
  await page.getByRole("button", { name: "Ychwanegu planhigyn" }).click();
  await expect(
    page.getByText("Ni all y dyddiad cynaeafu disgwyliedig fod cyn y dyddiad plannu."),
  ).toBeVisible();
  await expect(page.getByLabel("Enw’r planhigyn (gofynnol)")).toHaveValue("Moron");
  await expect(page.getByLabel("Math", { exact: true })).toHaveValue("Nantes");
  await expectNoAxeViolations(page);

  await page.getByLabel("Dyddiad cynaeafu disgwyliedig").fill("2026-06-10");
  await page.getByRole("button", { name: "Ychwanegu planhigyn" }).click();
  await expect(page.getByText("Planhigyn wedi’i ychwanegu")).toBeVisible();
  const card = page.getByRole("article", { name: "Moron" });
  await expect(card).toContainText("Llysiau Gwraidd");
  await expect(card).toContainText("1 Ebrill 2026");
  await expect(page.getByText("1 planhigyn, y cynhaeaf cynharaf yn gyntaf")).toBeVisible();
  await expectNoAxeViolations(page);

  // The calendar feed speaks the member's language.
  await page.getByRole("button", { name: "Cael cyfeiriad fy nghalendr" }).click();
  await expect(page.getByText("Mae cyfeiriad eich calendr yn barod")).toBeVisible();
  const address = await page.getByLabel("Cyfeiriad eich calendr").inputValue();
  const feed = await request.get(address);
  expect(feed.status()).toBe(200);
  const ics = (await feed.text()).replace(/\r\n /g, "");
  expect(ics).toContain("X-WR-CALNAME:Cynaeafau Glut");
  expect(ics).toContain("SUMMARY:Cynaeafu: Moron (Nantes)");
  expect(ics).toContain("a blannwyd ar 1 Ebrill 2026");
});

test("the tracker's errors in Welsh from the server, before JavaScript", async ({
  browser,
  baseURL,
  request,
}) => {
  test.setTimeout(90_000);
  const account = await createAccount(request);
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  await acceptCookies(context, baseURL ?? "");
  await useOwnClientAddress(context);
  const page = await context.newPage();
  await signIn(page, account);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto("/planting-calendar?tab=garden&lng=cy");
  // No plant name, a planted date that is no date: the server says so in Welsh.
  await page.getByLabel("Math", { exact: true }).fill("Kelvedon Wonder");
  await page.getByLabel("Lleoliad", { exact: true }).fill("Llain 7, Aberystwyth");
  await page.getByRole("button", { name: "Ychwanegu planhigyn" }).click();
  await expect(page.getByText("Rhowch enw’r planhigyn.")).toBeVisible();
  await expect(page.getByText("Rhowch y dyddiad y plannoch chi ef.")).toBeVisible();
  await expect(page.getByLabel("Math", { exact: true })).toHaveValue("Kelvedon Wonder");
  await expect(page.getByLabel("Lleoliad", { exact: true })).toHaveValue("Llain 7, Aberystwyth");
  expect(await htmlLang(page)).toBe("cy");
  // Axe needs the page's JavaScript: the same errors are checked with it in the test above.
  await context.close();
});
