import { describe, expect, it } from "vitest";
import { complaintMessages } from "~/complaints/complaint-schema";
import { i18nFor } from "~/i18n/i18n.server";
import { ADMIN_ACCESS_DENIED, STAFF_ACCESS_DENIED } from "./admin-access.server";
import { adminMessages, roleLabels } from "./admin-schemas";
import { SYNC_ALREADY_RUNNING } from "./food-bank-sync.server";
import { suspensionMessages } from "./member-suspension.server";
import { REPORT_ALREADY_DECIDED } from "./reports-queue.server";
import { isKnownStaffMessage, staffMessageIn } from "./staff-words.server";
import { verificationMessages } from "./verifications.server";

// The services' English answers, each found in the `admin` catalogue, so a Welsh page says them
// in Welsh (decision 0098); an English page says them word for word.

const welsh = i18nFor("cy").getFixedT("cy", "admin");
const english = i18nFor("en").getFixedT("en", "admin");

const answers = [
  adminMessages.invalidUserId,
  adminMessages.userNotFound,
  adminMessages.alreadyHolds(roleLabels.admin),
  adminMessages.alreadyHolds(roleLabels.moderator),
  adminMessages.lastAdmin,
  adminMessages.roleNotFound,
  adminMessages.assigned(roleLabels.moderator),
  adminMessages.removed,
  verificationMessages.notPending,
  verificationMessages.notFound,
  verificationMessages.failed,
  SYNC_ALREADY_RUNNING,
  ADMIN_ACCESS_DENIED,
  STAFF_ACCESS_DENIED,
  REPORT_ALREADY_DECIDED,
  ...Object.values(suspensionMessages),
  complaintMessages.response,
  complaintMessages.responseTooLong,
  complaintMessages.alreadyResolved,
  complaintMessages.notFound,
  complaintMessages.resolved,
];

describe("staff answers in the request's words", () => {
  it.each(answers)("knows %s, in Welsh, and keeps it in English", (answer) => {
    expect(isKnownStaffMessage(answer)).toBe(true);
    expect(staffMessageIn(english, answer)).toBe(answer);
    expect(staffMessageIn(welsh, answer)).not.toBe(answer);
  });

  it("names the role in Welsh", () => {
    expect(staffMessageIn(welsh, adminMessages.alreadyHolds(roleLabels.admin))).toBe(
      "Mae gan y defnyddiwr hwnnw’r rôl Gweinyddwr yn barod.",
    );
  });

  it("passes an answer it does not know through as it is", () => {
    expect(staffMessageIn(welsh, "Sheet not shared")).toBe("Sheet not shared");
  });
});
