import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { ActivityLog } from "~/admin/activity-log";
import { VerificationList } from "~/admin/verification-list";
import { reviewVerification } from "~/admin/verifications.server";
import { i18nFor } from "~/i18n/i18n.server";
import type { Language } from "~/i18n/languages";
import { createRouteServices, routeArgs } from "../../../tests/factories/route-args";
import { createTestServices } from "../../../tests/factories/test-services";
import { createTestOrganisation, createTestStaff } from "../../../tests/factories/test-staff";
import { setupTestDatabase } from "../../../tests/test-database";
import { loader } from "./admin-dashboard";

// The notes Glut stores on a verification request, in English, as a Welsh admin reads them
// (decision 0119): the admin dashboard's loader gives the rows as stored, and its Verifications
// and Activity Log tabs say Glut's own notes in the page's language. English as it was.

const getDatabase = setupTestDatabase();

const CHARITY_VALID = "Charity number format valid - pending manual verification";
const CHARITY_VALID_CY = "Fformat y rhif elusen yn ddilys - yn aros i gael ei ddilysu â llaw";
const REJECTED = "Verification rejected. Please contact support for more information.";
const REJECTED_CY = "Gwrthodwyd y dilysu. Cysylltwch â’r tîm cymorth am ragor o wybodaeth.";

type LoaderData = Awaited<ReturnType<typeof loader>>;

async function load(path: string): Promise<LoaderData> {
  const { services } = createRouteServices(getDatabase());
  const admin = await createTestStaff(createTestServices(getDatabase()), "admin");
  return (await loader(
    routeArgs(services, admin, new Request(`http://localhost${path}`)) as never,
  )) as LoaderData;
}

function render(data: LoaderData, lng: Language): string {
  const { content, pathname } = data;
  const Stub = createRoutesStub([
    {
      path: "/admin",
      Component: () => (
        <>
          {content.tab === "verifications" ? (
            <VerificationList pathname={pathname} verifications={content.verifications} lng={lng} />
          ) : null}
          {content.tab === "activity" ? (
            <ActivityLog
              pathname={pathname}
              reviews={content.reviews}
              audit={content.audit}
              actions={content.actions}
              action={content.action}
              lng={lng}
            />
          ) : null}
        </>
      ),
    },
  ]);
  return renderToStaticMarkup(
    <I18nextProvider i18n={i18nFor(lng)}>
      <Stub initialEntries={["/admin"]} />
    </I18nextProvider>,
  );
}

describe("a verification request's notes on the admin dashboard", () => {
  it("a pending request's number check: Welsh to a Welsh admin, English as stored", async () => {
    await createTestOrganisation(createTestServices(getDatabase()), "Pantri Aber");
    const data = await load("/admin");
    const row = data.content.tab === "verifications" ? data.content.verifications.rows : [];
    expect(row.find((r) => r.organizationName === "Pantri Aber")?.notes).toBe(CHARITY_VALID);

    const welsh = render(data, "cy");
    expect(welsh).toContain(CHARITY_VALID_CY);
    expect(welsh).not.toContain(CHARITY_VALID);
    expect(render(data, "en")).toContain(CHARITY_VALID);
  });

  it("a review's default notes, in the recent reviews and the audit log", async () => {
    const test = createTestServices(getDatabase());
    const admin = await createTestStaff(test, "admin");
    const org = await createTestOrganisation(test, "Banc Bwyd Prawf");
    const data0 = await load("/admin");
    const pending =
      data0.content.tab === "verifications"
        ? data0.content.verifications.rows.find((r) => r.userId === org.id)
        : undefined;
    if (!pending) throw new Error("no pending request");
    await reviewVerification({ ...test, appUrl: "http://localhost" }, admin, {
      verificationId: pending.id,
      decision: "rejected",
    });

    const data = await load("/admin?tab=activity&action=verification.reject");
    const welsh = render(data, "cy");
    // Once among the recent reviews, once as the audit row's reason.
    expect(welsh.split(REJECTED_CY).length - 1).toBe(2);
    expect(welsh).not.toContain(REJECTED);
    expect(render(data, "en").split(REJECTED).length - 1).toBe(2);
  });
});
