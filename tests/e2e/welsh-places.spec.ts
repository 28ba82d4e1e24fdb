import { expect, type Page, test } from "@playwright/test";
import { becomeMember, useOwnClientAddress } from "./accounts";
import { acceptCookies, expectNoAxeViolations, htmlLang } from "./helpers";

// The place pages in Welsh (issue 38, decision 0098): a city's page and its free food (static,
// as in English), the free-food index, the allotment directory, UK cities and the sitemap page,
// with their titles, headings and words from the `places` catalogue, places in Wales by their
// Welsh names (mutated after "yn": yng Nghaerdydd) and Welsh councils by theirs. A listing is made
// in Swansea, where no other spec lists.

test.beforeEach(async ({ context, baseURL }) => {
  await acceptCookies(context, baseURL ?? "");
  await useOwnClientAddress(context);
});

/** Static still: no script files and no React on the page. */
async function expectStatic(page: Page) {
  await expect(page.locator("link[rel='modulepreload'], script[src]")).toHaveCount(0);
}

test("a city's page in Welsh, static as in English, Cardiff by its Welsh name", async ({
  page,
}) => {
  await page.goto("/city/cardiff?lng=cy");
  expect(await htmlLang(page)).toBe("cy");
  await expect(page).toHaveTitle(
    "Cynnyrch gardd yng Nghaerdydd: rhannu a chyfnewid â thyfwyr lleol | Glut",
  );
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Cynnyrch gardd yng Nghaerdydd");
  await expect(
    page.getByText(/Caerdydd, Cymru; poblogaeth \d{3},\d{3} \(ardal cyngor Caerdydd/),
  ).toBeVisible();
  const trail = page.getByRole("navigation", { name: "Briwsion bara" });
  await expect(trail.getByRole("link", { name: "Dinasoedd y DU" })).toHaveAttribute(
    "href",
    "/locations",
  );
  await expect(
    page.getByRole("heading", { name: "Sut mae’n gweithio yng Nghaerdydd" }),
  ).toBeVisible();
  await expect(page.getByRole("heading", { name: "Yn eisiau ger Caerdydd" })).toBeVisible();
  // The directory is searched with the English name, which its Welsh page finds too.
  await expect(page.getByRole("link", { name: "Rhandiroedd yng Nghaerdydd" })).toHaveAttribute(
    "href",
    "/allotments?location=Cardiff",
  );
  await expect(page.getByRole("heading", { name: "Rhagor ar gyfer Caerdydd" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Lleoedd ger Caerdydd" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Casnewydd", exact: true })).toHaveAttribute(
    "href",
    "/city/newport",
  );
  await expectStatic(page);
  await expectNoAxeViolations(page);
});

test("a city's listings and free food in Welsh: the cards, counts and map", async ({
  page,
  request,
}) => {
  await becomeMember(page, request, { confirmEmail: true });
  const response = await page.request.post("/create-listing", {
    multipart: {
      name: "Cennin Abertawe",
      type: "Free",
      category: "Vegetables",
      location: "Swansea",
    },
    maxRedirects: 0,
  });
  expect(response.status(), await response.text()).toBe(302);

  await page.goto("/city/swansea?lng=cy");
  expect(await htmlLang(page)).toBe("cy");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Cynnyrch gardd yn Abertawe");
  const listed = page.getByRole("region", { name: "Cynnyrch wedi’i restru yn Abertawe" });
  await expect(listed.getByText(/^\d+ hysbyseb weithredol yn Abertawe$/)).toBeVisible();
  const card = listed.getByRole("link", { name: /Cennin Abertawe/ });
  await expect(card.getByText("Am ddim", { exact: true })).toBeVisible();
  await expect(card.getByText(/^Wedi’i rhestru gan /)).toBeVisible();
  await expect(card.getByText("Heddiw")).toBeVisible();
  // Its distance from the city's centre, in Welsh; the town is the member's, as written.
  await expect(card).toContainText(/Swansea, (llai na milltir|tua \d+ (f|m)illtir) i ffwrdd/);
  await expect(listed.getByText(/^Mae’r pellteroedd yn defnyddio/)).toBeVisible();
  await expect(page.getByRole("heading", { name: "Bwyd am ddim yn Abertawe" })).toBeVisible();
  await expect(page.getByText(/hysbyseb am ddim yn Abertawe ar hyn o bryd/)).toBeVisible();
  // Static for a member too: no React (a member's shell has only its live-notifications script).
  await expect(page.locator("link[rel='modulepreload']")).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.goto("/free-food/swansea?lng=cy");
  await expect(page).toHaveTitle(
    "Bwyd am ddim yn Abertawe: cynnyrch ffres gan dyfwyr lleol | Glut",
  );
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Bwyd am ddim yn Abertawe");
  const free = page.getByRole("region", { name: "Am ddim nawr yn Abertawe" });
  await expect(free.getByText(/^\d+ hysbyseb am ddim yn Abertawe$/)).toBeVisible();
  await expect(free.getByRole("link", { name: /Cennin Abertawe/ })).toBeVisible();
  // The map panel (shared, English by default) takes the page's words.
  await free.getByRole("button", { name: "Dangos y map" }).click();
  await expect(free.getByRole("status").filter({ hasText: "Mae’r map yn dangos" })).toBeVisible();
  await expect(free.getByRole("button", { name: "Cuddio’r map" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Angen bwyd heddiw?" })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("the free-food index in Welsh, Welsh places by their Welsh names", async ({ page }) => {
  await page.goto("/free-food?lng=cy");
  expect(await htmlLang(page)).toBe("cy");
  await expect(page).toHaveTitle(
    "Bwyd am ddim yn agos atoch: cynnyrch ffres a roddir gan dyfwyr y DU | Glut",
  );
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Bwyd am ddim gan dyfwyr lleol");
  const popular = page.getByRole("region", { name: "Dinasoedd poblogaidd" });
  await expect(popular.getByRole("link", { name: /Bwyd am ddim yng Nghaerdydd/ })).toHaveAttribute(
    "href",
    "/free-food/cardiff",
  );
  const all = page.getByRole("region", { name: "Pob dinas o A i Y" });
  await expect(all.getByRole("link", { name: "Abertawe" })).toHaveAttribute(
    "href",
    "/free-food/swansea",
  );
  await expectStatic(page);
  await expectNoAxeViolations(page);
});

test("the allotment directory in Welsh: a Welsh council by its Welsh name, found either way", async ({
  page,
}) => {
  await page.goto("/allotments?lng=cy");
  expect(await htmlLang(page)).toBe("cy");
  await expect(page).toHaveTitle(
    "Rhandiroedd cynghorau ledled y DU: ble i wneud cais am lain | Glut",
  );
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Dod o hyd i randir y cyngor");
  const directory = page.getByRole("region", { name: "Cyfeiriadur rhandiroedd cynghorau" });
  const cardiff = directory.getByRole("article", { name: "Cyngor Caerdydd" });
  await expect(cardiff.getByText("Caerdydd, Caerdydd")).toBeVisible();
  await expect(cardiff.getByRole("link", { name: /^Cysylltu â’r Cyngor/ })).toBeVisible();
  await expect(cardiff.getByRole("link", { name: "Tyfwyr yng Nghaerdydd" })).toHaveAttribute(
    "href",
    "/city/cardiff",
  );
  // English councils keep their names.
  await expect(directory.getByRole("article", { name: "Leeds City Council" })).toBeVisible();

  const search = directory.getByRole("searchbox", { name: "Tref, dinas, sir neu gyngor" });
  const status = directory.getByRole("status");
  await search.fill("Casnewydd");
  await expect(status).toHaveText("Yn dangos 1 lleoliad rhandir");
  await expect(directory.getByRole("article", { name: "Cyngor Dinas Casnewydd" })).toBeVisible();
  await search.fill("Newport");
  await expect(status).toHaveText("Yn dangos 1 lleoliad rhandir");
  await search.fill("Dim cyngor o’r enw hwn");
  await expect(status).toHaveText("Yn dangos 0 lleoliad rhandir");
  await expect(
    directory.getByRole("heading", { name: "Heb Ddod o Hyd i Randiroedd" }),
  ).toBeVisible();
  await search.fill("");
  await directory.getByRole("combobox", { name: "Sir" }).selectOption({ label: "Caerdydd" });
  await expect(status).toHaveText("Yn dangos 1 lleoliad rhandir");
  await expect(page).toHaveURL(/county=Cardiff/);
  await expect(page.getByRole("heading", { name: "Cyn i chi wneud cais" })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("the allotment directory's search without JavaScript, in Welsh", async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto("/allotments?lng=cy&location=Caerdydd");
  const directory = page.getByRole("region", { name: "Cyfeiriadur rhandiroedd cynghorau" });
  await expect(directory.getByRole("status")).toHaveText("Yn dangos 1 lleoliad rhandir");
  await expect(directory.getByRole("article", { name: "Cyngor Caerdydd" })).toBeVisible();
  await context.close();
});

test("UK cities and towns in Welsh, searched in Welsh or English", async ({ page }) => {
  // Axe reads all the city cards.
  test.setTimeout(90_000);
  await page.goto("/locations?lng=cy");
  expect(await htmlLang(page)).toBe("cy");
  await expect(page).toHaveTitle("Dinasoedd a Threfi’r DU | Glut");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Dinasoedd a threfi’r DU");
  await expect(page.getByText(/^Yn dangos \d+ dinas$/)).toBeVisible();
  const wales = page.getByRole("region", { name: /^Cymru \(6 dinas\)/ });
  const cardiff = wales.getByRole("listitem").filter({ hasText: "Caerdydd" });
  await expect(cardiff.getByRole("heading", { name: "Caerdydd" })).toBeVisible();
  await expect(cardiff.getByRole("link", { name: "Tyfwyr yng Nghaerdydd" })).toHaveAttribute(
    "href",
    "/city/cardiff",
  );
  await expect(wales.getByRole("heading", { name: "Abertawe" })).toBeVisible();
  await expectStatic(page);
  await expectNoAxeViolations(page);

  const search = page.getByRole("searchbox", { name: "Chwilio yn ôl dinas, sir neu ranbarth" });
  await search.fill("Wrecsam");
  await expect(page.getByText("Yn dangos 1 ddinas")).toBeVisible();
  await search.fill("Wales");
  await expect(page.getByText("Yn dangos 6 dinas")).toBeVisible();
  await search.fill("Dim lle o’r enw hwn");
  await expect(
    page.getByText("Heb ddod o hyd i ddinasoedd sy’n cyfateb i’ch chwiliad."),
  ).toBeVisible();
  await expect(page.getByRole("link", { name: "Dangos pob dinas" })).toBeVisible();
});

test("the sitemap page in Welsh", async ({ page }) => {
  await page.goto("/sitemap?lng=cy");
  expect(await htmlLang(page)).toBe("cy");
  await expect(page).toHaveTitle("Map o’r wefan | Glut");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Map o’r wefan");
  const main = page.getByRole("region", { name: "Prif dudalennau" });
  await expect(main.getByRole("link", { name: "Dinasoedd y DU" })).toHaveAttribute(
    "href",
    "/locations",
  );
  const freeFood = page.getByRole("region", { name: "Bwyd am ddim fesul dinas" });
  await expect(freeFood.getByRole("link", { name: "Bwyd am ddim yng Nghaerdydd" })).toHaveAttribute(
    "href",
    "/free-food/cardiff",
  );
  await expectStatic(page);
  await expectNoAxeViolations(page);
});
