import { expect, test } from "@playwright/test";
import { becomeMember, useOwnClientAddress } from "./accounts";
import { acceptCookies, expectNoAxeViolations } from "./helpers";

test.beforeEach(async ({ context, baseURL }) => {
  await acceptCookies(context, baseURL ?? "");
  await useOwnClientAddress(context);
});

test("on a phone the inbox is one tap from the header, and an empty inbox says what to do", async ({
  page,
  request,
}) => {
  test.setTimeout(60_000);
  await becomeMember(page, request);
  await page.goto("/dashboard");
  const inbox = page.getByRole("banner").getByRole("link", { name: "Messages", exact: true });
  await expect(inbox).toBeVisible();
  await inbox.click();
  await expect(page.getByRole("heading", { name: "No messages yet" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Browse listings" })).toHaveAttribute(
    "href",
    "/listings",
  );
  await expectNoAxeViolations(page);
});
