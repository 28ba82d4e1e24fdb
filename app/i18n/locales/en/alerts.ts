// The saved searches page and the notifications pages with their settings, in English (decision
// 0098): the words they said before, word for word. Notification titles are stored in English
// when made and said in the reader's language when shown (`notificationTitleIn`); bodies are data.
export default {
  /** A push notification's second line, under its title. */
  push: { body: "Open Glut to see it." },
  /** The member gate's reasons for saved searches and notifications. */
  gate: {
    savedSearches: {
      personal: "Saved searches need an active membership.",
      organisation: "Saved searches need an active membership or a verified organisation.",
    },
    notifications: {
      personal: "Notifications need an active membership.",
      organisation: "Notifications need an active membership or a verified organisation.",
    },
  },
  savedSearches: {
    title: "Saved Searches",
    lead: "We email you when something new matches a saved search: within minutes, or in one digest at 7am. Never your own listings, and never the same listing twice. You can save up to {{max}}.",
    empty:
      "No saved searches yet. Search the listings, then choose “Save this search” to hear about new matches.",
    browse: "Browse listings",
    list: "Your saved searches",
    pausedNote: " · Paused: no emails",
    resume: "Resume",
    pause: "Pause",
    delete: "Delete",
    alertsFor: " alerts for {{description}}",
    deleteWhich: " {{description}}",
    frequency: {
      instant: "Instant emails",
      daily: "Daily digest at 7am",
    },
    instantNote: "We will email you new matches within minutes.",
    dailyNote: "We will email you new matches each morning at 7am.",
    messages: {
      saved: "Search saved",
      limit: "You can save up to {{max}} searches. Delete one you no longer need to save this one.",
      duplicate: "You have already saved this search.",
      chooseFrequency: "Choose instant or daily emails.",
      nothingToSave:
        "Search for something first: a word, a category, Free or Swap, or a town or postcode.",
      notYours: "That saved search is not yours.",
      notFound: "That saved search no longer exists.",
      paused: "Alerts paused",
      resumed: "Alerts resumed",
      deleted: "Saved search deleted",
      unknownIntent: "That action is not available here.",
    },
  },
  /**
   * Titles made here rather than from an email's subject (the rest are the `email` namespace's
   * subjects): stored in English when made, said in the reader's language when shown.
   */
  titles: {
    newMessage: "New message from {{sender}}",
  },
  /**
   * Bodies made by the code that tells a member (word for word as it stores them): said in the
   * reader's language when shown, found again by their English (`notificationBodyIn`).
   */
  bodies: {
    aboutListing: "About {{listing}}: “{{preview}}”",
    replyOwnTopic: "A reply to your topic.",
    replyFollowed: "A reply to a topic you follow.",
    harvest: "Planted on {{date}}. Got more than you need? List the surplus.",
    expiry: "Its last day is {{date}}. Renew it from My Listings if it is still there.",
    chooseFromRequests: "Choose who it goes to from the listing's requests.",
    reservedForYou: "{{owner}} reserved it for you: agree a pickup on the handover page.",
    stillQueued: "You stay in the queue, in case it comes free again.",
    wantedAnswered: "In {{location}}, for your post “{{title}}”.",
    suspended: "Reason: {{reason}}. You can appeal from the complaints page.",
    hidden: "“{{title}}”: {{reason}}. You can appeal from the complaints page.",
    restored: "Your suspension has been lifted and what it hid is back.",
    /** As `DEFAULT_REVIEW_NOTES` (a reviewer's own notes are shown as written). */
    verified: "Organization verified and approved for free access.",
    rejected: "Verification rejected. Please contact support for more information.",
  },
  notifications: {
    title: "Notifications",
    nothingUnread: "Nothing unread.",
    unread_one: "{{count}} unread.",
    unread_other: "{{count}} unread.",
    kept: " Kept for 90 days. Choose what appears here in your ",
    settingsLink: "notification settings",
    end: ".",
    markAll: "Mark all as read",
    allMarked: "All marked as read",
    empty: "No notifications yet. Messages, replies, matches and reminders will appear here.",
    notUnderstood: "We did not understand that request.",
    list: "Your notifications",
    read: "Read",
    unreadOne: "Unread",
    notice: "Notice",
    pages: "Notification pages",
  },
  preferences: {
    // The toast after an email's unsubscribe link, on the box it turned off.
    emailsOff: "{{kind}}: emails off",
    emailsOffText: "Turn them back on here whenever you like.",
    title: "Notification settings",
    lead: "For each kind of notification, choose whether it appears in your notifications on the site, comes by email, or by push to your devices. Every email's unsubscribe link brings you back to its box here.",
    unreadable: "Some of the boxes could not be read. Please try again.",
    saved: "Notification settings saved",
    caption: "How you hear of each kind of notification",
    kind: "Kind",
    off: "Off",
    always: "Always",
    alwaysLabel: " ({{label}})",
    cell: "{{name}}: {{channel}}",
    alwaysSent: "{{label}}, always sent",
    offCell: "{{name}}: off (none of the three)",
    note: "Ticking Off turns a kind's three channels off, whatever else is ticked in its row. Push reaches only the devices where you turned push on. Emails about moderators' decisions and your organisation's verification are always sent: they say how to appeal, and a suspended account cannot sign in to read them here.",
    save: "Save notification settings",
  },
  channels: {
    site: "In the site",
    email: "Email",
    push: "Push",
  },
  kinds: {
    messages: { name: "Messages", description: "Someone sends you a message" },
    "forum-replies": {
      name: "Forum replies",
      description: "Replies to your topics and topics you follow",
    },
    "saved-searches": {
      name: "Saved-search matches",
      description: "New listings that match a saved search (each search can also be paused)",
    },
    "wanted-posts": {
      name: "Wanted posts",
      description:
        "A listing near you answers your wanted post, or someone near you wants what you list",
    },
    "listing-expiry": {
      name: "Listing expiry",
      description: "The day before a listing's last day",
    },
    "harvest-reminders": {
      name: "Harvest reminders",
      description: "Plantings you asked to be reminded about",
    },
    handovers: {
      name: "Handovers",
      description: "Requests, reservations, pickup times, collections, cancellations and thanks",
    },
    verification: {
      name: "Verification results",
      description: "The outcome of your organisation's verification",
    },
    moderation: {
      name: "Moderation outcomes",
      description: "Content of yours hidden or restored, and account suspensions",
    },
  },
};
