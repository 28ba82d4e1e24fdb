import { expect, type Page } from "@playwright/test";

// Distance search's shared steps: listings put in known places, found by a word only they carry.

export const nearToken = () =>
  `zn${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;

/** Lists `name` at `location` (a town or district) through the form's own endpoint. */
export async function listAt(page: Page, name: string, location: string, tag: string) {
  const response = await page.request.post("/create-listing", {
    multipart: {
      name,
      description: `Grown in ${tag}`,
      type: "Free",
      category: "Vegetables",
      location,
    },
    maxRedirects: 0,
  });
  expect(response.status(), `listing at ${location}`).toBe(302);
}
