import { describe, expect, it } from "vitest";
import { i18nFor } from "~/i18n/i18n.server";
import { messageNotificationWords } from "./message-notification.server";

// A new message's notification is stored in the recipient's saved language (decision 0098):
// English exactly as before, Welsh for a Welsh member.

describe("a new message's notification", () => {
  it("is the English it always was", () => {
    const t = i18nFor("en").getFixedT("en", "email");
    expect(messageNotificationWords(t, "Sam", "Apple glut", "Could I\n collect some?")).toEqual({
      title: "New message from Sam",
      body: "About Apple glut: “Could I collect some?”",
    });
  });

  it("is Welsh for a Welsh member", () => {
    const t = i18nFor("cy").getFixedT("cy", "email");
    expect(messageNotificationWords(t, "Sam", "Afalau", "Helo")).toEqual({
      title: "Neges newydd gan Sam",
      body: "Am Afalau: “Helo”",
    });
  });
});
