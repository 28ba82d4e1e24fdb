import { expect, test } from "@playwright/test";
import { becomeMember } from "./accounts";
import { expectNoAxeViolations, expectNoSidewaysScroll } from "./helpers";
import { postWanted, wantedToken } from "./wanted-posts";

// Issue 35 item 8 on a phone (decision 0090): the form, the Wanted tab and the member's posts fit
// the screen and are axe clean.

test("on a phone, a member posts a wanted post and finds it on the Wanted tab", async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  await becomeMember(page, request, { confirmEmail: true });
  const word = wantedToken();
  await page.goto("/wanted/new");
  await expectNoSidewaysScroll(page);
  await postWanted(page, word);
  await expectNoSidewaysScroll(page);
  await page.goto(`/listings/wanted?search=${word}`);
  await expect(page.getByRole("article", { name: `Looking for: ${word} crowns` })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectNoAxeViolations(page);
});
