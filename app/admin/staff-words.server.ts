import { COMPLAINT_RESPONSE_MAX } from "~/complaints/complaint-schema";
import { englishFrom } from "~/i18n/english";
import enAdmin from "~/i18n/locales/en/admin";
import type { Translate } from "~/i18n/messages";
import { staffRoles } from "./admin-schemas";

// The admin area's services answer and refuse in English, word for word as the specification
// and their tests say it. A route says the same in the words of its request (decision 0098):
// each English answer is found among the `admin` catalogue's messages and said with `t`; an answer
// not among them (a sync run's own error, say) is passed through as it is.

const english = englishFrom(enAdmin);

/** The `admin` messages the services answer or refuse with. */
const SERVICE_MESSAGES = [
  "forms.invalidUserId",
  "forms.userNotFound",
  "forms.assignFailed",
  "forms.removeFailed",
  "forms.lastAdmin",
  "forms.roleNotFound",
  "forms.missingSheetId",
  "forms.syncFailed",
  "forms.reasonRequired",
  "forms.unknownAction",
  "users.removed",
  "verifications.failed",
  "verifications.notPending",
  "verifications.notFound",
  "sync.busy",
  "access.admin",
  "access.staff",
  "reports.dismissed",
  "reports.contentHidden",
  "reports.shownAgain",
  "reports.notFound",
  "reports.alreadyDecided",
  "reports.unknownKind",
  "reports.noOwner",
  "reports.cannotHide",
  "reports.notHidden",
  "reports.suspended",
  "reports.lifted",
  "reports.alreadySuspended",
  "reports.notSuspended",
  "reports.suspendSelf",
  "reports.noMember",
  "mail.requeueFailed",
  "complaints.response",
  "complaints.alreadyResolved",
  "complaints.notFound",
  "complaints.resolved",
] as const;

/** Answers with a value the service wrote in: the key and its values. */
const WITH_VALUES: readonly [string, Record<string, string | number>][] = [
  ["complaints.responseTooLong", { max: COMPLAINT_RESPONSE_MAX }],
];

type Said = {
  key: string;
  role?: (typeof staffRoles)[number];
  values?: Record<string, string | number>;
};

const byEnglish = new Map<string, Said>([
  ...SERVICE_MESSAGES.map((key): [string, Said] => [english(key), { key }]),
  ...WITH_VALUES.map(([key, values]): [string, Said] => [english(key, values), { key, values }]),
  ...staffRoles.flatMap((role): [string, Said][] => {
    const name = english(`users.roles.${role}`);
    return [
      [english("forms.alreadyHolds", { role: name }), { key: "forms.alreadyHolds", role }],
      [english("users.assigned", { role: name }), { key: "users.assigned", role }],
    ];
  }),
]);

/** A service's English answer in the words of `t` (the `admin` catalogue). */
export function staffMessageIn(t: Translate, message: string): string {
  const said = byEnglish.get(message);
  if (!said) return message;
  if (said.role) return t(said.key, { role: t(`users.roles.${said.role}`) });
  return t(said.key, said.values);
}

/** Whether `message` is one of the answers above: for the tests that keep them in step. */
export function isKnownStaffMessage(message: string): boolean {
  return byEnglish.has(message);
}
