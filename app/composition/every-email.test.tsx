import { readdirSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { chromium } from "@playwright/test";
import { render } from "@react-email/render";
import type { ReactElement } from "react";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { debianChromium } from "../../debian-chromium";

// Issue 32, item 11 (decision 0068): every email Glut sends, rendered as sendEmail renders it,
// with long real-world values (a token link, a long title). On a 390 px phone none may lay out
// wider than the screen, no fixed width may exceed it, a link that shows its address may break
// anywhere, and the text part never puts punctuation straight after a link, where a mail client
// would take it into the address.

const APP_URL = "https://glut.example.org";
const TOKEN = "eyJhbGciOiJIUzI1NiJ9".repeat(12);
const LONG = `${APP_URL}/forum/post/0f9c6a2e-5d1b-4b7e-9a39-3f0c7d2e8a11?page=12#reply-7c1d2e3f-4a5b-6c7d-8e9f-0a1b2c3d4e5f`;
const SIGNED = `${APP_URL}/email/unsubscribe?token=${encodeURIComponent(`${"YWNjb3VudC1pZA".repeat(3)}.new-message.${TOKEN.slice(0, 43)}`)}`;

/** One rendering of each template, with props as long as real ones get. */
const examples: Record<string, Record<string, unknown>> = {
  AccountSuspendedEmail: {
    appUrl: APP_URL,
    reason: "Repeated listings of items that are not produce.",
  },
  AccountRestoredEmail: { appUrl: APP_URL },
  ContentHiddenEmail: {
    appUrl: APP_URL,
    what: "listing",
    title: "Strawberries".repeat(6),
    reason: "Not food.",
  },
  VerificationResultEmail: {
    appUrl: APP_URL,
    organizationName: "St Mary's Community Larder and Kitchen Garden",
    status: "rejected",
    notes: "The charity number did not match.",
  },
  WelcomeEmail: { appUrl: APP_URL, userName: "Allotment Annie" },
  ForumReplyEmail: {
    appUrl: APP_URL,
    replierName: "Courgette Colin",
    topicTitle: "Blossom end rot on my tomatoes again this year, what am I doing wrong?",
    replyUrl: LONG,
    unsubscribeUrl: SIGNED,
    ownTopic: true,
  },
  NewMessageEmail: {
    appUrl: APP_URL,
    senderName: "Bean Barbara",
    listingTitle: "Runner beans, a carrier bag full",
    message: "Hello! Could I collect some on Saturday morning?\nThanks.",
    conversationUrl: `${APP_URL}/messages/0f9c6a2e-5d1b-4b7e-9a39-3f0c7d2e8a11`,
    unsubscribeUrl: SIGNED,
    opened: true,
  },
  ContactRequestEmail: {
    appUrl: APP_URL,
    name: "Pat",
    email: "pat.with.a.rather.long.address@allotments.example.org",
    message: "Hello,\nI have a question.",
    receivedAt: "22 November 2026 at 14:05",
  },
  VerificationConfirmationEmail: {
    appUrl: APP_URL,
    organizationName: "Leeds Food Aid Network",
    organizationType: "food-bank",
    registrationNumber: "1234567",
  },
  InactiveAccountWarningEmail: {
    appUrl: APP_URL,
    username: "Gardener",
    inactiveYears: 2,
    deletionDate: "21 December 2026",
  },
  VerifyEmailEmail: {
    appUrl: APP_URL,
    verifyUrl: `${APP_URL}/api/auth/verify-email?token=${TOKEN}&callbackURL=%2Fdashboard%3Fverified%3D1`,
  },
  PasswordResetEmail: {
    appUrl: APP_URL,
    resetUrl: `${APP_URL}/reset-password/${TOKEN}?callbackURL=%2Freset-password`,
  },
  HarvestReminderEmail: {
    appUrl: APP_URL,
    username: "Gardener",
    plantName: "Purple sprouting broccoli",
    plantedOn: "12 March 2026",
    listingPath:
      "/create-listing?name=Purple+sprouting+broccoli&category=Vegetables&location=Plot+7%2C+Chapel+Allerton+Allotments%2C+Leeds",
    unsubscribeUrl: SIGNED,
  },
  ExpiryReminderEmail: {
    appUrl: APP_URL,
    username: "Gardener",
    listingName: "Bramley apples, windfalls",
    lastDay: "2 December 2026",
    stillAvailableUrl: `${APP_URL}/listings/0f9c6a2e-5d1b-4b7e-9a39-3f0c7d2e8a11/still-available?token=2026-12-02.${TOKEN.slice(0, 43)}`,
    unsubscribeUrl: SIGNED,
  },
  ComplaintReceivedEmail: {
    appUrl: APP_URL,
    name: "Pat Gardener",
    reference: "GC-7KQ2M9XA",
    kind: "appeal",
    message: `My listing was hidden, I think by mistake: ${LONG}`,
  },
  ComplaintAnsweredEmail: {
    appUrl: APP_URL,
    name: "Pat Gardener",
    reference: "GC-7KQ2M9XA",
    response: "We looked again and have restored your listing. Thank you for telling us.",
  },
  ComplaintWaitingEmail: {
    appUrl: APP_URL,
    reference: "GC-7KQ2M9XA",
    kind: "content",
  },
  VerificationNotAcceptedEmail: {
    appUrl: APP_URL,
    organizationName: "St Mary's Community Larder and Kitchen Garden",
    organizationType: "food-bank",
    registrationNumber: "12AB",
    details: "Invalid charity number format",
  },
  SavedSearchAlertEmail: {
    appUrl: APP_URL,
    username: "Gardener",
    description: "“tomatoes” · within 10 miles of LS6 4AB",
    listings: [
      {
        name: "Tomatoes, Gardener's Delight, a big bowl",
        location: "Chapel Allerton, Leeds",
        type: "Free",
        url: `${APP_URL}/listings/0f9c6a2e-5d1b-4b7e-9a39-3f0c7d2e8a11`,
      },
    ],
    moreCount: 3,
    searchUrl: `${APP_URL}/listings?search=tomatoes&category=All&type=All&near=LS6+4AB&within=10`,
    unsubscribeUrl: `${APP_URL}/saved-searches/unsubscribe?token=0f9c6a2e-5d1b-4b7e-9a39-3f0c7d2e8a11.${TOKEN.slice(0, 43)}`,
  },
  HandoverEmail: {
    appUrl: APP_URL,
    username: "Allotment Annie",
    preview: "Courgette Colin proposed a pickup time for Runner beans, a carrier bag full",
    paragraphs: [
      "Courgette Colin proposed Saturday 5 December 2026, 10:00 to 11:30, at the park gate on Chapel Allerton Road.",
      "Meet somewhere public near, not at, a home.",
    ],
    button: "See the pickup",
    handoverUrl: `${APP_URL}/handovers/0f9c6a2e-5d1b-4b7e-9a39-3f0c7d2e8a11`,
  },
  NewRequestEmail: {
    appUrl: APP_URL,
    requesterName: "Bean Barbara",
    listingTitle: "Runner beans, a carrier bag full",
    note: "Hello! Could I collect some on Saturday morning?\nThanks.",
    listingUrl: `${APP_URL}/listings/0f9c6a2e-5d1b-4b7e-9a39-3f0c7d2e8a11`,
  },
  ReservedForYouEmail: {
    appUrl: APP_URL,
    ownerName: "Courgette Colin",
    listingTitle: "Runner beans, a carrier bag full",
    handoverUrl: `${APP_URL}/handovers/0f9c6a2e-5d1b-4b7e-9a39-3f0c7d2e8a11`,
  },
  StillQueuedEmail: {
    appUrl: APP_URL,
    listingTitle: "Runner beans, a carrier bag full",
    listingUrl: `${APP_URL}/listings/0f9c6a2e-5d1b-4b7e-9a39-3f0c7d2e8a11`,
  },
  SavedSearchWantedEmail: {
    appUrl: APP_URL,
    username: "Gardener",
    description: "“rhubarb” · within 10 miles of LS6 4AB",
    posts: [{ title: "Rhubarb crowns, two or three", location: "Headingley, Leeds" }],
    moreCount: 2,
    wantedUrl: `${APP_URL}/listings/wanted?search=rhubarb&near=LS6+4AB&within=10`,
    unsubscribeUrl: `${APP_URL}/saved-searches/unsubscribe?token=0f9c6a2e-5d1b-4b7e-9a39-3f0c7d2e8a11.${TOKEN.slice(0, 43)}`,
  },
  WantedNearbyEmail: {
    appUrl: APP_URL,
    username: "Allotment Annie",
    listingName: "Rhubarb crowns",
    wanted: [{ title: "Rhubarb crowns, two or three", location: "LS6" }],
    wantedUrl: `${APP_URL}/listings/wanted?search=rhubarb`,
  },
  WantedAnsweredEmail: {
    appUrl: APP_URL,
    username: "Looking Lou",
    lookingFor: "Rhubarb crowns, two or three",
    listingName: "Rhubarb crowns",
    listingLocation: "LS6",
    listingUrl: `${APP_URL}/listings/0f9c6a2e-5d1b-4b7e-9a39-3f0c7d2e8a11`,
  },
};

const root = path.resolve(import.meta.dirname, "..");

/** Every template module: app/<domain>/emails/*.tsx and app/**\/*-email.tsx. */
function templateFiles(folder = root): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return templateFiles(full);
    const isTemplate = /\/emails\/[^/]+\.tsx$/.test(full) || /-email\.tsx$/.test(entry.name);
    return isTemplate && !entry.name.includes(".test.") ? [full] : [];
  });
}

interface Rendered {
  name: string;
  html: string;
  text: string;
}
const rendered: Rendered[] = [];
const found: string[] = [];

beforeAll(async () => {
  for (const file of templateFiles()) {
    const module = (await import(pathToFileURL(file).href)) as Record<string, unknown>;
    for (const [name, value] of Object.entries(module)) {
      if (typeof value !== "function" || !/^[A-Z]/.test(name)) continue;
      found.push(name);
      const props = examples[name];
      if (!props) continue;
      const element = (value as (props: unknown) => ReactElement)(props);
      const [html, text] = await Promise.all([
        render(element),
        render(element, { plainText: true }),
      ]);
      rendered.push({ name, html, text });
    }
  }
});

describe("every email", () => {
  it("is rendered here, so none escapes these checks", () => {
    expect(found.sort()).toEqual(Object.keys(examples).sort());
  });

  it("never puts punctuation straight after a link in its text part", () => {
    for (const { name, text } of rendered) {
      const links = text.match(/https?:\/\/\S+/g) ?? [];
      expect(links.length, name).toBeGreaterThan(0);
      for (const link of links) expect(link, name).not.toMatch(/[.,;:!?)\]}'"”’]$/);
    }
  });

  it("has no fixed width above a phone's, and lets every shown address break", () => {
    for (const { name, html } of rendered) {
      const widths = [
        ...html.matchAll(/(?<![-\w])width:\s*(\d+)px/g),
        ...html.matchAll(/\swidth="(\d+)"/g),
      ].map((match) => Number(match[1]));
      expect(
        widths.filter((width) => width > 390),
        name,
      ).toEqual([]);
      for (const [, style, shown] of html.matchAll(
        /<a [^>]*style="([^"]*)"[^>]*>(https?:[^<]*)<\/a>/g,
      )) {
        expect(style, `${name}: ${shown}`).toMatch(/word-break:break-all|overflow-wrap:anywhere/);
      }
    }
  });
});

describe("every email on a 390 px phone", () => {
  let browser: Awaited<ReturnType<typeof chromium.launch>>;
  beforeAll(async () => {
    browser = await chromium.launch(debianChromium);
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
  });

  it("lays out no wider than the screen", async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    const widths: Record<string, number> = {};
    for (const { name, html } of rendered) {
      await page.setContent(html, { waitUntil: "domcontentloaded" });
      widths[name] = await page.evaluate(() => document.documentElement.scrollWidth);
    }
    const tooWide = Object.entries(widths).filter(([, width]) => width > 390);
    expect(tooWide).toEqual([]);
    await page.close();
  });
});
