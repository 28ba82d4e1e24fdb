import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider } from "react-i18next";
import { createRoutesStub } from "react-router";
import { describe, expect, it } from "vitest";
import { i18nFor } from "~/i18n/i18n.server";
import type { Language } from "~/i18n/languages";
import enAdmin from "~/i18n/locales/en/admin";
import { complaintKindLabels } from "./complaint-schema";
import type { ComplaintForStaff } from "./complaints.server";
import { ComplaintsList } from "./complaints-list";

// The staff complaints list in both languages (decision 0098): English word for word as it was.

const appeal: ComplaintForStaff = {
  id: "5b3f0c1e-0000-4000-8000-000000000001",
  reference: "GC-7KQ2M9XA",
  kind: "appeal",
  name: "Sam Example",
  email: "sam@example.org",
  contentUrl: "https://glut.example/listings/1",
  message: "Please look again.",
  status: "resolved",
  response: "We have looked again.",
  createdAt: new Date("2026-11-05T13:07:00Z"),
  respondedAt: new Date("2026-11-06T09:30:00Z"),
  decision: {
    id: "a",
    action: "report.hide",
    summary: "Listing hidden: Fresh plums",
    targetKind: "listing",
    outcome: "hidden",
    itemTitle: "Fresh plums",
    reason: "Spam",
    decidedAt: new Date("2026-11-04T10:00:00Z"),
  },
};
const open: ComplaintForStaff = {
  ...appeal,
  id: "5b3f0c1e-0000-4000-8000-000000000002",
  kind: "content",
  contentUrl: null,
  status: "open",
  response: null,
  respondedAt: null,
  decision: null,
};

function render(complaints: ComplaintForStaff[], status: "open" | "resolved", lng: Language) {
  const Stub = createRoutesStub([
    {
      path: "/admin/complaints",
      Component: () => <ComplaintsList complaints={complaints} status={status} lng={lng} />,
    },
  ]);
  return renderToStaticMarkup(
    <I18nextProvider i18n={i18nFor(lng)}>
      <Stub initialEntries={["/admin/complaints"]} />
    </I18nextProvider>,
  )
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, " ")
    .trim();
}

describe("the staff complaints list", () => {
  it("says a resolved appeal in English as before", () => {
    expect(render([appeal], "resolved", "en")).toBe(
      "Open Resolved Resolved complaints GC-7KQ2M9XA: Appeal a moderation decision about me From Sam Example (sam@example.org) · 5 Nov 2026, 13:07 Resolved Decision appealed: Listing hidden: Fresh plums on 4 Nov 2026, 10:00 (reason given: Spam) Link given: https://glut.example/listings/1 Please look again. Answered 6 Nov 2026, 09:30: We have looked again.",
    );
  });

  it("says an open complaint and an empty list in English as before", () => {
    expect(render([open], "open", "en")).toContain(
      "Open complaints GC-7KQ2M9XA: Content on Glut (for example something illegal) From Sam Example (sam@example.org) · 5 Nov 2026, 13:07 Open Please look again. Answer (emailed to the complainant) Send answer and resolve GC-7KQ2M9XA",
    );
    expect(render([], "resolved", "en")).toContain("No resolved complaints.");
  });

  it("says it in Welsh on a Welsh page", () => {
    const text = render([appeal], "resolved", "cy");
    expect(text).toContain("Cwynion wedi’u datrys");
    expect(text).toContain("Apelio yn erbyn penderfyniad cymedroli amdanaf i");
    expect(text).toContain("Gan Sam Example (sam@example.org) · 5 Tach 2026, 13:07");
    expect(text).toContain(
      "Y penderfyniad dan apêl: Hysbyseb: wedi’i guddio: Fresh plums ar 4 Tach 2026, 10:00 (y rheswm a roddwyd: Spam)",
    );
    expect(text).toContain("Atebwyd 6 Tach 2026, 09:30:");
    expect(render([open], "open", "cy")).toContain("Anfon yr ateb a datrys");
  });

  it("names the kinds as the complaint form does", () => {
    expect(enAdmin.complaints.list.kinds).toEqual(complaintKindLabels);
  });
});
