// Emails in English (decision 0098): the frame every email shares, and the emails converted so
// far, word for word as they were.
export default {
  layout: {
    pasteLink: "Or paste this link into your browser:",
    unsubscribeNote: "One click stops these emails; you can turn them back on from your dashboard.",
    reason:
      "You are receiving this because of your account on Glut, the UK community for sharing surplus garden produce:",
  },
  verifyEmail: {
    subject: "Confirm your email address for Glut",
    preview: "Confirm your email address to start sharing on Glut",
    welcome: "Welcome to Glut.",
    confirm:
      "Please confirm this is your email address. Until you do, you can sign in and pay for your membership, but you cannot list produce or message other growers.",
    button: "Confirm my email address",
    expiry: "It works for 3 days. If you did not sign up for Glut, you can ignore this email.",
  },
  passwordReset: {
    subject: "Reset your Glut password",
    preview: "Choose a new password for your Glut account",
    asked: "Someone asked to reset the password for your Glut account.",
    button: "Choose a new password",
    once: "It works once, for one hour. Choosing a new password signs you out everywhere else.",
    notYou: "If it was not you, ignore this email: your password stays as it is.",
  },
  welcome: {
    subject: "Welcome to Glut membership",
    preview: "Your Glut membership is active",
    hello: "Hello {{name}},",
    active:
      "Thank you for joining Glut. Your membership is active: you can now browse every listing, share your own surplus, message other growers and join the forum.",
    fee: "Your yearly fee keeps the community safe and genuine and pays for the site’s upkeep. You can manage or cancel your membership from your dashboard at any time:",
    happyGrowing: "Happy growing.",
  },
  newMessage: {
    subject: "New message from {{sender}} about {{listing}}",
    preview: "{{sender}} sent you a message about {{listing}}",
    opened: "{{sender}} is interested in your listing “{{listing}}” and sent you this message:",
    replied: "{{sender}} replied in your conversation about “{{listing}}”:",
    button: "Read and reply on Glut",
    safety:
      "For your safety, keep arrangements on Glut until you are happy to meet, and meet somewhere public.",
    unsubscribe: "Stop new message emails",
  },
  forumReply: {
    subject: "{{replier}} replied to “{{topic}}”",
    reason: "You get these emails because forum reply emails are on for your account.",
    ownTopic: "{{replier}} replied to your forum topic “{{topic}}”.",
    followedTopic: "{{replier}} replied to “{{topic}}”, a forum topic you follow.",
    button: "Read the reply",
    unsubscribe: "Stop forum reply emails",
  },
  expiryReminder: {
    subject: "Is your {{listing}} still available?",
    hello: "Hello {{name}},",
    until:
      "Your listing “{{listing}}” is available until {{lastDay}}. After that it leaves the listings, so neighbours stop asking for something that has gone.",
    stillGotIt: "Still got it? Keep it listed for another week:",
    button: "Still available",
    nothingToDo:
      "Nothing to do if it has gone. You can renew, edit or mark your listings as swapped at any time:",
    unsubscribe: "Stop listing expiry reminders",
  },
  harvestReminder: {
    subject: "Your {{plant}} should be ready to harvest",
    hello: "Hello {{name}},",
    ready:
      "The {{plant}} you planted on {{plantedOn}} should be ready to harvest about now. Have a look, and pick while it is at its best.",
    surplus:
      "More than you can eat? Neighbours on Glut would love it: list your surplus in under a minute, free or to swap.",
    button: "List your surplus",
    asked:
      "You asked for this reminder in your garden tracker; you can turn it off there for any planting:",
    unsubscribe: "Stop harvest reminder emails",
  },
  inactiveWarning: {
    subject: "Your Glut account will be deleted unless you sign in",
    preview: "Sign in before {{date}} to keep your Glut account",
    hello: "Hello {{name}},",
    notSignedIn_one:
      "You have not signed in to Glut for almost {{count}} year. We do not keep accounts nobody uses, so unless you sign in, we will delete your account and everything in it (your profile, listings, photos and messages) on or soon after {{date}}.",
    notSignedIn_other:
      "You have not signed in to Glut for almost {{count}} years. We do not keep accounts nobody uses, so unless you sign in, we will delete your account and everything in it (your profile, listings, photos and messages) on or soon after {{date}}.",
    keepIt: "Want to keep it? Just sign in once before then and nothing will be deleted.",
    button: "Sign in to keep my account",
    letItGo:
      "If you are happy for the account to go, you need do nothing. You can also download a copy of your data from your account settings after signing in.",
  },
  handover: {
    reason: "You are receiving this because you are sharing an item with another member on Glut.",
    hello: "Hello {{name}},",
    window: "{{day}}, {{from}} to {{until}}",
    meetInPublic:
      "Meet somewhere public near, not at, a home: a library, a shop, a park gate. Glut only ever shows the meeting point you two agree.",
    yourItem: "your item",
    seeTheHandover: "See the handover",
    proposed: {
      subject: "{{other}} proposed a pickup time for {{title}}",
      what: "{{other}} proposed collecting “{{title}}” on {{window}}, meeting at: {{place}}.",
      next: "Accept it, or propose another time, on the handover page.",
      button: "See the proposal",
    },
    agreed: {
      subject: "Pickup agreed for {{title}}",
      what: "{{other}} accepted your pickup time for “{{title}}”: {{window}}, meeting at: {{place}}.",
      next: "You will both get a reminder on the day.",
    },
    today: {
      subject: "Pickup today: {{title}}",
      what: "Today is the day “{{title}}” changes hands with {{other}}: {{from}} to {{until}}, meeting at: {{place}}.",
      next: "Once it has been collected, either of you can mark it collected on the handover page.",
    },
    cancelled: {
      subject: "{{other}} cancelled the reservation of {{title}}",
      what: "{{other}} cancelled the reservation of “{{title}}”. Reason: {{reason}}",
    },
    offered: {
      subject: "{{title}} is reserved for you",
      what: "You were next in the queue for “{{title}}” from {{other}}, and it is now reserved for you.",
      next: "Agree a time and a place to meet on the handover page.",
      button: "Agree a pickup",
    },
    thanked: {
      subject: "{{other}} said thank you for {{title}}",
      what: "{{other}} left you a thank-you note for “{{title}}”:",
      note: "“{{note}}”",
      shows: "It shows on your member profile, for other members to see.",
    },
    collectedMarked: {
      subject: "{{other}} marked {{title}} collected",
      what: "{{other}} says “{{title}}” has been collected. Please confirm it on the handover page.",
      confirmsOn:
        "If you do nothing, it confirms itself on {{date}}. If it was not collected, you can cancel the reservation there instead.",
      button: "Confirm the collection",
    },
  },
  moderation: {
    suspended: {
      subject: "Your Glut account has been suspended",
      what: "An admin has suspended your Glut account. You cannot sign in while it is suspended, and your listings and forum posts are hidden from other members. The reason given:",
      appeal:
        "If you think this is a mistake, you can appeal without signing in, and we will reply within {{days}} working days:",
    },
    restored: {
      subject: "Your Glut account has been restored",
      what: "Your Glut account has been restored: you can sign in again, and the listings and forum posts hidden by the suspension are back.",
      signIn: "Sign in here:",
    },
    hidden: {
      subject: "Your {{what}} on Glut has been hidden",
      preview: "Your {{what}} has been hidden",
      what: "A moderator has hidden your {{what}} “{{title}}”. Other members no longer see it; you still can, with this reason:",
      appeal:
        "If you think this is a mistake, you can appeal, and we will reply within {{days}} working days:",
    },
    /** What each moderation target is called (`ModerationTarget.kind`). */
    kinds: {
      listing: "listing",
      forum_post: "forum topic",
      forum_reply: "forum reply",
      message: "message",
      wanted_post: "wanted post",
      handover_thanks: "thank-you note",
      member: "member",
    },
  },
  verificationResult: {
    approvedSubject: "{{organisation}} is verified on Glut",
    rejectedSubject: "Your organisation verification for {{organisation}}",
    approvedPreview: "{{organisation}}'s verification was approved",
    rejectedPreview: "{{organisation}}'s verification was not approved",
    approved:
      "Good news: {{organisation}} is verified. Your organisation now has free access to Glut: you can list produce, message members and join the forum straight away.",
    rejected: "We could not verify {{organisation}} for free organisation access.",
    notes: "Notes from our team: {{notes}}",
    /** As `DEFAULT_REVIEW_NOTES`: stored when the admin types none, said where shown. */
    defaultNotes: {
      approved: "Organization verified and approved for free access.",
      rejected: "Verification rejected. Please contact support for more information.",
    },
    approvedNext: "Your referral code for the community partnership is now on your dashboard too.",
    rejectedNext: "You can correct your details and apply again from your dashboard.",
    button: "Go to your dashboard",
  },
  wantedNearby: {
    subject_one: "Someone near you is looking for {{listing}}",
    subject_other: "{{count}} members near you are looking for {{listing}}",
    reason: "You listed “{{listing}}” on Glut, and it matches what they are looking for.",
    hello: "Hello {{name}},",
    thanks_one:
      "Thank you for listing “{{listing}}”. Someone near you is looking for something like it:",
    thanks_other:
      "Thank you for listing “{{listing}}”. {{count}} members near you are looking for something like it:",
    post: "Looking for: {{title}}, near {{location}}",
    findYou:
      "They can find your listing on Glut and message you about it. Remember to meet near, not at, a home.",
    button: "See what people want",
  },
  wantedAnswered: {
    subject: "Listed near you: {{listing}}",
    reason:
      "You posted on Glut that you are looking for “{{lookingFor}}”. Close the post when you have found it, and these emails stop.",
    hello: "Hello {{name}},",
    what: "A grower near you has just listed “{{listing}}” in {{location}}, which looks like what you are looking for.",
    ask: "Ask for it on the listing: your request opens a conversation with the grower. Remember to meet near, not at, a home.",
    button: "See the listing",
  },
  savedSearch: {
    all: "All listings",
    search: "“{{search}}”",
    within_one: "within {{count}} mile of {{near}}",
    within_other: "within {{count}} miles of {{near}}",
    subject: "{{news}} for {{description}}",
    dailySubject: "Your daily Glut digest: {{news}} for {{description}}",
    reason: "You saved this search on Glut. Pause or delete it at any time:",
    unsubscribe: "Stop the emails for this saved search",
    hello: "Hello {{name}},",
    more: "And {{count}} more.",
    listings: {
      news_one: "New listing: {{name}}",
      news_other: "{{count}} new listings",
      count_one: "{{count}} new listing",
      count_other: "{{count}} new listings",
      matches_one: "{{count}} new listing matches your saved search {{description}}:",
      matches_other: "{{count}} new listings match your saved search {{description}}:",
      item: "{{type}}, {{location}}:",
      button: "See the search",
    },
    wanted: {
      news_one: "Wanted: {{title}}",
      news_other: "{{count}} new wanted posts",
      count_one: "{{count}} new wanted post",
      count_other: "{{count}} new wanted posts",
      intro: "Members are looking for something that matches your saved search {{description}}:",
      spare: "Got some to spare? List it on Glut and they can find it.",
      button: "See what is wanted",
    },
  },
  handoverRequest: {
    newRequest: {
      subject: "{{requester}} asked for {{listing}}",
      asked: "{{requester}} asked for your listing “{{listing}}”.",
      askedAndWrote: "{{requester}} asked for your listing “{{listing}}” and wrote:",
      queue:
        "The listing's page shows everyone who has asked, and lets you reserve it for one of them.",
      button: "See who asked",
    },
    reserved: {
      subject: "{{listing}} is reserved for you",
      preview: "{{owner}} reserved {{listing}} for you",
      goodNews: "Good news: {{owner}} has reserved “{{listing}}” for you.",
      agree:
        "Agree a time and a place to meet with them on Glut. Meet somewhere public, near rather than at a home.",
      button: "Arrange the pickup",
    },
    stillQueued: {
      subject: "{{listing}} has been reserved for someone else",
      what: "“{{listing}}”, which you asked for, has been reserved for someone else.",
      stays:
        "Your request stays in the queue: if the pickup falls through, the next in line is offered it, and we will email you if that is you. You can withdraw your request on the listing's page at any time.",
      button: "View the listing",
    },
  },
  verificationReceived: {
    subject: "We have received {{organisation}}'s verification request",
    notAcceptedSubject: "{{organisation}}'s verification could not go ahead",
    thanks: "Thank you for registering {{organisation}} with Glut.",
    received: "We have received your request for free organisation access:",
    notAccepted: "Your request for free organisation access could not go ahead: {{details}}",
    organisation: "Organisation: {{organisation}}",
    type: "Type: {{type}}",
    number: "Registration number: {{number}}",
    notGiven: "not given",
    byHand:
      "An administrator checks every organisation by hand. This usually takes 1-2 business days, and we will email you the result. You can see the status on your dashboard at any time.",
    nothingSent:
      "Nothing has been sent to an administrator yet. Check your details and send a new application from your dashboard: {{url}}",
    /** As `organizationTypeLabels`. */
    types: {
      "food-bank": "Food bank",
      "community-group": "Community group",
      school: "School",
      religious: "Religious organisation",
      other: "Other non-profit",
    },
    /** As `registrationNumberDetails`. */
    details: {
      charityValid: "Charity number format valid - pending manual verification",
      charityInvalid: "Invalid charity number format",
      companyValid: "Company number format valid - pending manual verification",
      companyInvalid: "Invalid company number format",
      schoolUrnValid: "School URN format valid - pending manual verification",
      schoolUrnInvalid: "Invalid school URN format",
      missing: "Registration number required for verification",
      unrecognized: "Unrecognized registration number format",
    },
  },
  complaint: {
    received: {
      subject: "We have received your complaint {{reference}}",
      reason:
        "You are receiving this because a complaint was sent with this address through {{url}}",
      hello: "Hello {{name}},",
      what: "We have received your complaint ({{kind}}). Your reference is {{reference}}. A member of our team will read it and reply to this address within {{days}} working days.",
      youWrote: "What you wrote:",
      danger:
        "If someone is in immediate danger, call 999. You can also report illegal content to the police, and complain to Ofcom if you are unhappy with how we handle this.",
    },
    answered: {
      subject: "Our answer to your complaint {{reference}}",
      reason: "You are receiving this because you sent complaint {{reference}} through {{url}}",
      hello: "Hello {{name}},",
      what: "Here is our answer to your complaint {{reference}}:",
      notSatisfied: "If you are not satisfied, send a new complaint quoting this reference:",
    },
    /** As `complaintKindLabels`. */
    kinds: {
      content: "Content on Glut (for example something illegal)",
      compliance: "How Glut keeps people safe or handles reports",
      appeal: "Appeal a moderation decision about me",
    },
  },
  // To the staff address, in the language the person wrote in (decision 0098): a Welsh letter is
  // answered in Welsh.
  staff: {
    contact: {
      subject: "Contact form: message from {{name}}",
      preview: "{{name}} wrote through the contact form",
      reason: "Reply to this email to answer {{name}}. Sent by the contact form on Glut:",
      wrote: "{{name}} ({{email}}) wrote through the contact form on {{when}}:",
      reply: "Reply to this email to answer them; we aim to reply within 24-48 hours.",
    },
    complaint: {
      subject: "New complaint {{reference}}",
      waiting: "A new complaint ({{kind}}), reference {{reference}}, is waiting for an answer:",
    },
  },
  // The in-site notification beside an email (and a push's title), stored in the member's saved
  // language as the email is (decision 0098).
  notices: {
    expiryTitle: "Is your {{listing}} still available?",
    expiryBody: "Its last day is {{date}}. Renew it from My Listings if it is still there.",
    harvestTitle: "Your {{plant}} should be ready to harvest",
    harvestBody: "Planted on {{date}}. Got more than you need? List the surplus.",
    suspendedTitle: "Your Glut account has been suspended",
    suspendedBody: "Reason: {{reason}}. You can appeal from the complaints page.",
    restoredTitle: "Your Glut account has been restored",
    restoredBody: "Your suspension has been lifted and what it hid is back.",
    hiddenTitle: "Your {{what}} on Glut has been hidden",
    hiddenBody: "“{{title}}”: {{reason}}. You can appeal from the complaints page.",
    forumReplyTitle: "{{replier}} replied to “{{topic}}”",
    forumReplyOwn: "A reply to your topic.",
    forumReplyFollowed: "A reply to a topic you follow.",
  },
};
