import { expect, test } from "@playwright/test";
import { useOwnClientAddress } from "./accounts";
import { acceptCookies, expectNoAxeViolations, htmlLang } from "./helpers";

// Glut in Welsh on a phone (issue 38, decision 0098): without JavaScript, the switch, the side
// menu and the forms' refusals from the server, all in Welsh; with it, the same pages axe clean.

test.beforeEach(async ({ context, baseURL }) => {
  await acceptCookies(context, baseURL ?? "");
  await useOwnClientAddress(context);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("the switch works on a phone without JavaScript, and the side menu is in Welsh", async ({
    page,
  }) => {
    await page.goto("/");
    await page.getByRole("link", { name: "Cymraeg" }).click();
    await expect(page).toHaveURL(/\/\?lng=cy$/);
    expect(await htmlLang(page)).toBe("cy");
    await page.getByRole("button", { name: "Agor y ddewislen" }).click();
    const menu = page.locator("dialog:popover-open");
    await expect(menu.getByRole("heading", { name: "Dewislen" })).toBeVisible();
    await expect(menu.getByRole("link", { name: "Mewngofnodi" })).toBeVisible();
    await page.keyboard.press("Escape");

    await page.getByRole("link", { name: "English" }).click();
    expect(await htmlLang(page)).toBe("en-GB");
    await expect(page.getByRole("link", { name: "Cymraeg" })).toBeVisible();
  });

  test("sign-up's refusals come back from the server in Welsh", async ({ page }) => {
    await page.goto("/signup?lng=cy");
    await page.getByLabel("E-bost").fill("rhywun@example.com");
    await page.getByRole("button", { name: "Creu cyfrif" }).click();
    await expect(page.getByText("Rhowch enw defnyddiwr")).toBeVisible();
    await expect(
      page.getByText("Rhaid i’r cyfrinair fod o leiaf 8 nod o hyd").first(),
    ).toBeVisible();
    await expect(page.getByText("Rhaid i chi gadarnhau eich bod yn 16 oed o leiaf")).toBeVisible();
    await expect(page.getByLabel("E-bost")).toHaveValue("rhywun@example.com");
    expect(await htmlLang(page)).toBe("cy");
  });

  test("a wrong password is refused in Welsh", async ({ page }) => {
    await page.goto("/login?lng=cy");
    await expect(page.getByRole("heading", { level: 1, name: "Croeso’n ôl" })).toBeVisible();
    await page.getByLabel("E-bost").fill("neb@example.com");
    await page.getByLabel("Cyfrinair").fill("anghywir-iawn");
    await page.getByRole("button", { name: "Mewngofnodi" }).click();
    await expect(page.getByText("E-bost neu gyfrinair anghywir")).toBeVisible();
    await expect(page.getByRole("link", { name: "Gosodiadau cwcis" })).toBeVisible();
  });

  test("the not-found page is in Welsh", async ({ page }) => {
    const response = await page.goto("/dim-tudalen-fan-hyn?lng=cy");
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle("Heb ddod o hyd i’r dudalen | Glut");
    await expect(page.getByRole("link", { name: "Yn ôl i’r hafan" })).toBeVisible();
  });
});

test("the Welsh home page, side menu and sign-up errors are accessible on a phone (axe)", async ({
  page,
}) => {
  await page.goto("/?lng=cy");
  await expectNoAxeViolations(page);
  await page.getByRole("button", { name: "Agor y ddewislen" }).click();
  await expect(page.getByRole("dialog").getByRole("heading", { name: "Dewislen" })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press("Escape");
  await page.goto("/signup");
  await page.getByRole("button", { name: "Creu cyfrif" }).click();
  await expect(page.getByText("Rhowch eich cyfeiriad e-bost")).toBeVisible();
  await expectNoAxeViolations(page);
});
