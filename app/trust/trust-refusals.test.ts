import { describe, expect, it } from "vitest";
import { ForumError } from "~/forum/forum-errors";
import { i18nFor } from "~/i18n/i18n.server";
import { MessagingError } from "~/messaging/messaging-errors";
import {
  allowanceRefusal,
  linkRefusal,
  photoCountRefusal,
  trustRefusalIn,
  whenAgain,
} from "./trust-refusals";

// The trust limits' refusals carry their facts and are worded where shown (decision 0098): the
// English is the services' words to the character, a Welsh page says them in Welsh.

const HOUR = 60 * 60;
const now = new Date("2026-11-30T10:00:00Z");
const newcomer = { standing: "newcomer" as const, newcomerUntil: new Date("2026-12-05T12:00:00Z") };
const established = { standing: "established" as const, newcomerUntil: null };
const english = i18nFor("en").getFixedT("en", "myListings");
const welsh = i18nFor("cy").getFixedT("cy", "forum");

describe("a trust limit's refusal", () => {
  it("says in English exactly what it always said", () => {
    expect(
      allowanceRefusal(
        "listing-create",
        { window: 24 * HOUR, max: 5 },
        newcomer,
        new Date("2026-12-01T09:12:00Z"),
        now,
      ).message,
    ).toBe(
      "You have created 5 listings in the last 24 hours, the most we allow. You can try again at 09:12 tomorrow. New members have lower limits in their first week, until 5 December 2026.",
    );
    expect(
      allowanceRefusal(
        "message-send",
        { window: HOUR, max: 1 },
        established,
        new Date("2026-11-30T10:35:00Z"),
        now,
      ).message,
    ).toBe(
      "You have sent 1 message in the last hour, the most we allow. You can try again at 10:35 today.",
    );
    expect(
      allowanceRefusal(
        "listing-edit",
        { window: 30 * 60, max: 30 },
        established,
        new Date("2026-12-07T09:12:00Z"),
        now,
      ).message,
    ).toBe(
      "You have edited listings 30 times in the last 30 minutes, the most we allow. You can try again at 09:12 on Monday 7 December.",
    );
    expect(linkRefusal(2, "message", newcomer).message).toBe(
      "New members can include up to 2 links in a message, until 5 December 2026. Please remove some links and send it again.",
    );
    expect(photoCountRefusal(1, "post", established).message).toBe(
      "New members can add up to 1 photo to a post, until their first week is over. Please remove some photos and try again.",
    );
  });

  it("is worded by the request's English translator as its own English", () => {
    const refusals = [
      allowanceRefusal(
        "conversation-open",
        { window: HOUR, max: 5 },
        newcomer,
        new Date("2026-11-30T10:40:00Z"),
        now,
      ),
      linkRefusal(2, "post", newcomer),
      photoCountRefusal(2, "listing", newcomer),
    ];
    for (const refusal of refusals)
      expect(trustRefusalIn(refusal, english, "en")).toBe(refusal.message);
  });

  it("is said in Welsh on a Welsh page, through the error a domain wrapped it in", () => {
    const limit = allowanceRefusal(
      "message-send",
      { window: HOUR, max: 20 },
      newcomer,
      new Date("2026-12-07T09:12:00Z"),
      now,
    );
    const wrapped = new MessagingError(limit.message, limit.status, { cause: limit });
    expect(trustRefusalIn(wrapped, welsh, "cy")).toBe(
      "Rydych wedi anfon 20 neges yn yr awr ddiwethaf, y mwyaf rydym yn ei ganiatáu. Gallwch roi cynnig arall arni am 09:12 ddydd Llun 7 Rhagfyr. Mae terfynau is gan aelodau newydd yn eu hwythnos gyntaf, tan 5 Rhagfyr 2026.",
    );
    const links = linkRefusal(2, "post", newcomer);
    expect(
      trustRefusalIn(new ForumError(links.message, 400, undefined, { cause: links }), welsh, "cy"),
    ).toBe(
      "Gall aelodau newydd gynnwys hyd at 2 dolen mewn postiad, tan 5 Rhagfyr 2026. Tynnwch rai dolenni ac anfonwch ef eto.",
    );
    expect(trustRefusalIn(photoCountRefusal(2, "listing", established), welsh, "cy")).toBe(
      "Gall aelodau newydd ychwanegu hyd at 2 llun at hysbyseb, tan diwedd eu hwythnos gyntaf. Tynnwch rai lluniau a rhowch gynnig arall arni.",
    );
  });

  it("leaves any other refusal to its page", () => {
    expect(trustRefusalIn(new MessagingError("Conversation not found", 404), welsh, "cy")).toBe(
      undefined,
    );
  });

  it("says when to try again in UK time, in either language", () => {
    const at = new Date("2026-11-30T14:35:00Z");
    expect(whenAgain(at, now)).toBe("at 14:35 today");
    expect(whenAgain(at, now, welsh, "cy")).toBe("am 14:35 heddiw");
    expect(whenAgain(new Date("2026-12-01T08:00:00Z"), now, welsh, "cy")).toBe("am 08:00 yfory");
  });
});
