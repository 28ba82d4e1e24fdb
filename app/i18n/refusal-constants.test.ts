import { describe, expect, it } from "vitest";
import { staffMessageIn } from "~/admin/staff-words.server";
import { complaintFormMessagesFor, complaintMessages } from "~/complaints/complaint-schema";
import {
  ForumConflictError,
  ForumEmailUnconfirmedError,
  type ForumError,
  ForumForbiddenError,
  ForumMembershipRequiredError,
  ForumNotFoundError,
  ForumRateLimitError,
  forumErrorText,
  HIDDEN_MESSAGE,
  LOCKED_MESSAGE,
} from "~/forum/forum-errors";
import { TooManyForumPhotosError } from "~/forum/forum-images.server";
import { handoverErrorText, handoverRefusals } from "~/handover/handover-errors";
import {
  listingFieldLabels,
  listingFieldLabelsFor,
  listingFormMessages,
  listingFormMessagesFor,
  listingMessages,
  listingMessagesFor,
} from "~/listings/listing-form-text";
import { listingLoadMessages } from "~/listings/listing-messages";
import { HIDDEN_MESSAGE as HIDDEN_CHAT_MESSAGE } from "~/messaging/conversations.server";
import { contactMessages, messageSchemaFor } from "~/messaging/message-schema";
import { MessagingError, messagingErrorIn, messagingErrors } from "~/messaging/messaging-errors";
import { pushMessages, pushRefusalIn } from "~/push/push-messages";
import { MAX_SAVED_SEARCHES, savedSearchMessages } from "~/saved-searches/saved-search-schema";
import { i18nFor } from "./i18n.server";
import type { Language } from "./languages";
import type { Translate } from "./messages";

// The English constants the services and schemas answer with (decision 0116's table, row "Schema
// and refusal constants"), each said through the wording function its pages use (decision 0119):
// in English word for word as the constant, and in Welsh in other words. A constant that a
// wording function does not know comes back as it is, in English, and fails here; so does one
// whose catalogue entry is missing or was left in English.

const tIn = (lng: Language, ns: string): Translate => i18nFor(lng).getFixedT(lng, ns);

/** Each constant's English and how a page says it in `lng`. */
type Family = Record<string, { english: string; say: (lng: Language) => string }>;

function expectWorded(family: Family) {
  for (const [name, { english, say }] of Object.entries(family)) {
    expect(say("en"), name).toBe(english);
    const welsh = say("cy");
    expect(welsh, name).not.toBe(english);
    expect(welsh.trim(), name).not.toBe("");
  }
}

/** A family of plain strings said by `wordIn(t, english)` with `ns`'s words. */
function family(
  constants: Record<string, unknown>,
  ns: string,
  wordIn: (t: Translate, english: string) => string,
): Family {
  return Object.fromEntries(
    Object.entries(constants)
      .filter((entry): entry is [string, string] => typeof entry[1] === "string")
      .map(([name, english]) => [name, { english, say: (lng) => wordIn(tIn(lng, ns), english) }]),
  );
}

describe("every schema and refusal constant is said in the reader's language", () => {
  it("a conversation's and the contact form's refusals (messagingErrorIn)", () => {
    expectWorded(
      family(messagingErrors, "messages", (t, english) =>
        messagingErrorIn(t, new MessagingError(english, 400)),
      ),
    );
  });

  it("a hidden message's stand-in, as the inbox and a conversation say it", () => {
    expectWorded({
      hidden: {
        english: HIDDEN_CHAT_MESSAGE,
        say: (lng) => tIn(lng, "messages")("conversation.hiddenByModerator"),
      },
    });
  });

  it("the message box's checks (messageSchemaFor)", () => {
    const said = (lng: Language, message: string) =>
      messageSchemaFor(tIn(lng, "messages")).safeParse({ message }).error?.issues[0]?.message ?? "";
    expectWorded({
      required: { english: contactMessages.required, say: (lng) => said(lng, "  ") },
      tooLong: { english: contactMessages.tooLong, say: (lng) => said(lng, "x".repeat(1001)) },
    });
  });

  it("/account/push's refusals (pushRefusalIn)", () => {
    expectWorded(family(pushMessages, "accounts", pushRefusalIn));
  });

  it("saved searches' notices and refusals (the alerts catalogue's savedSearches.messages)", () => {
    // The food-bank ones are said by the food bank's page from its own catalogue (saveNeeds.*).
    const { foodBanksOnly, noNeedsToSave, needsSaved, ...own } = savedSearchMessages;
    expectWorded(
      family(own, "alerts", (t, english) => {
        const key = Object.entries(own).find(([, text]) => text === english)?.[0];
        return t(`savedSearches.messages.${key}`, { max: MAX_SAVED_SEARCHES });
      }),
    );
    const foodBank = { foodBanksOnly, noNeedsToSave, limit: own.limit };
    expectWorded(
      family(foodBank, "foodBanks", (t, english) => {
        const key = Object.entries(foodBank).find(([, text]) => text === english)?.[0];
        return t(`saveNeeds.${key}`, { max: MAX_SAVED_SEARCHES });
      }),
    );
    expectWorded({
      needsSaved: {
        english: needsSaved(2, "Pantri"),
        say: (lng) => tIn(lng, "foodBanks")("saveNeeds.saved", { count: 2, name: "Pantri" }),
      },
    });
  });

  it("handover refusals (handoverErrorText)", () => {
    expectWorded(
      family(handoverRefusals, "handovers", (t, english) => handoverErrorText(english, t)),
    );
  });

  it("the forum's refusals (forumErrorText)", () => {
    const errors: Record<string, ForumError> = {
      postNotFound: new ForumNotFoundError(),
      replyNotFound: new ForumNotFoundError("reply"),
      categoryNotFound: new ForumNotFoundError("category"),
      forbidden: new ForumForbiddenError(),
      staffOnly: new ForumForbiddenError("Only moderators can do that.", {
        key: "errors.staffOnly",
      }),
      membership: new ForumMembershipRequiredError(),
      emailFirst: new ForumEmailUnconfirmedError(),
      locked: new ForumConflictError(LOCKED_MESSAGE),
      hidden: new ForumConflictError(HIDDEN_MESSAGE),
      rateTopics: new ForumRateLimitError("topics", 5),
      rateReplies: new ForumRateLimitError("replies", 30),
      photos: new TooManyForumPhotosError(),
    };
    expectWorded(
      Object.fromEntries(
        Object.entries(errors).map(([name, error]) => [
          name,
          { english: error.message, say: (lng) => forumErrorText(error, tIn(lng, "forum"), lng) },
        ]),
      ),
    );
  });

  it("the listing form's checks, whole-form messages and field names (…For(t))", () => {
    const said = <T extends Record<string, unknown>>(make: (t: Translate) => T) => ({
      en: make(tIn("en", "myListings")),
      cy: make(tIn("cy", "myListings")),
    });
    for (const [english, made] of [
      [listingMessages, said(listingMessagesFor)],
      [listingFieldLabels, said(listingFieldLabelsFor)],
      [listingFormMessages, said(listingFormMessagesFor)],
    ] as const) {
      expectWorded(
        Object.fromEntries(
          Object.entries(english).map(([name, text]) => {
            const words = (lng: Language) => {
              const value = (made[lng] as Record<string, unknown>)[name];
              return typeof value === "function" ? value(["Name", "Type"]) : String(value);
            };
            const value = typeof text === "function" ? text(["Name", "Type"]) : text;
            // The field names in "missing" are the caller's: the sentence around them is compared.
            return [name, { english: value, say: words }];
          }),
        ),
      );
    }
  });

  it("the browse page's load failures (listings:browse.error.*)", () => {
    expectWorded(
      family(listingLoadMessages, "listings", (t, english) =>
        t(
          english === listingLoadMessages.misconfigured
            ? "browse.error.misconfigured"
            : "browse.error.failed",
        ),
      ),
    );
  });

  it("the complaint form's messages, and the staff's answers (staffMessageIn)", () => {
    const form = (lng: Language) => complaintFormMessagesFor(tIn(lng, "support"));
    const { sent, response, responseTooLong, alreadyResolved, notFound, resolved, ...plain } =
      complaintMessages;
    expectWorded(
      Object.fromEntries(
        Object.entries(plain).map(([name, english]) => [
          name,
          { english, say: (lng) => form(lng)[name as keyof typeof plain] },
        ]),
      ),
    );
    expectWorded({
      sent: { english: sent("GC-7KQ2M9XA"), say: (lng) => form(lng).sent("GC-7KQ2M9XA") },
    });
    expectWorded(
      family(
        { response, responseTooLong, alreadyResolved, notFound, resolved },
        "admin",
        staffMessageIn,
      ),
    );
  });
});
