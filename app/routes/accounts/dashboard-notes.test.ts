import { describe, expect, it } from "vitest";
import type { CurrentUser } from "~/accounts/current-user.server";
import { DEFAULT_REVIEW_NOTES } from "~/accounts/verification-notes";
import { listVerifications, reviewVerification } from "~/admin/verifications.server";
import { i18nMiddleware } from "~/i18n/i18n.server";
import { createRouteServices, routeArgs } from "../../../tests/factories/route-args";
import { createTestServices } from "../../../tests/factories/test-services";
import {
  createTestOrganisation,
  createTestStaff,
  reload,
} from "../../../tests/factories/test-staff";
import { setupTestDatabase } from "../../../tests/test-database";
import { loader } from "./dashboard";

// An organisation's dashboard says the notes Glut stored on its request (decision 0119) in the
// page's language: the number check's, and a review's default when the admin typed none (its
// "Verification could not go ahead" banner); English word for word as stored.

const getDatabase = setupTestDatabase();

type LoaderData = Awaited<ReturnType<typeof loader>>;

async function dashboardIn(lng: "en" | "cy", user: CurrentUser): Promise<LoaderData> {
  const { services } = createRouteServices(getDatabase());
  // The membership card asks only which provider is in use, and no checkout is being read back.
  const withPayments = { ...services, payments: { name: "local" } } as never;
  const args = routeArgs(withPayments, user, new Request(`http://localhost/dashboard?lng=${lng}`));
  let data: LoaderData | undefined;
  await i18nMiddleware(args as never, async () => {
    data = (await loader(args as never)) as LoaderData;
    return new Response(null);
  });
  if (!data) throw new Error("no loader data");
  return data;
}

describe("the dashboard's verification notes", () => {
  it("the number check's note while pending, and a review's default once rejected", async () => {
    const test = createTestServices(getDatabase());
    const org = await createTestOrganisation(test, "Pantri Bach");

    expect((await dashboardIn("cy", org)).verification?.verificationDetails).toBe(
      "Fformat y rhif elusen yn ddilys - yn aros i gael ei ddilysu â llaw",
    );
    expect((await dashboardIn("en", org)).verification?.verificationDetails).toBe(
      "Charity number format valid - pending manual verification",
    );

    const admin = await createTestStaff(test, "admin");
    const request = (await listVerifications(test.db)).rows.find((row) => row.userId === org.id);
    if (!request) throw new Error("no request");
    await reviewVerification({ ...test, appUrl: test.env.APP_URL }, admin, {
      verificationId: request.id,
      decision: "rejected",
    });
    const rejected = await reload(test, org.id);

    expect((await dashboardIn("cy", rejected)).verification?.verificationDetails).toBe(
      "Gwrthodwyd y dilysu. Cysylltwch â’r tîm cymorth am ragor o wybodaeth.",
    );
    expect((await dashboardIn("en", rejected)).verification?.verificationDetails).toBe(
      DEFAULT_REVIEW_NOTES.rejected,
    );
  });
});
