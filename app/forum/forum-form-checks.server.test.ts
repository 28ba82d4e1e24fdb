import { describe, expect, it } from "vitest";
import { fieldMessage } from "~/components/forms/form-checks";
import { formChecks } from "~/components/forms/form-checks.server";
import { forumMessages, replySchema, topicSchema } from "./forum-schema";

// The forum's static pages check their forms in the browser from these (decision 0099): the
// schema's own words, so the browser says what the server would.

describe("the forum's forms as the browser checks them", () => {
  it("asks for a reply with the server's words, blank or only spaces", () => {
    const checks = formChecks(replySchema);
    expect(fieldMessage(checks, "content", { content: "" })).toBe(forumMessages.replyMissing);
    expect(fieldMessage(checks, "content", { content: "   " })).toBe(forumMessages.replyMissing);
    expect(fieldMessage(checks, "content", { content: "Net them" })).toBeUndefined();
  });

  it("asks for a topic's category, title and content with the specification's words", () => {
    const checks = formChecks(topicSchema);
    for (const name of ["categoryId", "title", "content"]) {
      expect(fieldMessage(checks, name, {}), name).toBe(forumMessages.missing);
    }
    expect(fieldMessage(checks, "title", { title: "   " })).toBe(forumMessages.missing);
  });
});
