// The messages pages in English (decision 0098): the inbox, a conversation and its reply form,
// word for word as the pages and the specification said them. Members' messages are theirs,
// never here.
export default {
  inbox: {
    title: "Messages",
    description: "Your conversations with other growers on Glut.",
    lead: "Your conversations about listings, the most recent first.",
    emptyTitle: "No messages yet",
    emptyText:
      "When you contact someone about their listing, or someone asks about yours, the conversation appears here.",
    browse: "Browse listings",
    yourListing: "Your listing",
    youAsked: "You asked",
    fromMe: "You: ",
    unread_one: " unread",
    unread_other: " unread",
  },
  conversation: {
    hiddenByModerator: "This message was hidden by a moderator.",
    title: "{{name}} about {{listing}}",
    description: "A conversation on Glut.",
    allMessages: "All messages",
    profile: "{{name}}'s profile",
    aboutYourListing: "About your listing ",
    about: "About ",
    noLongerListed: "“{{listing}}” (no longer listed)",
    noLongerAvailable: " (no longer available)",
    pickup: "Pickup and collection",
    reportMember: "Report {{name}}",
    reportMessage: "Report this message",
    list: "Messages",
    you: "You",
    hidden: "Hidden by a moderator: {{reason}}. Only you can read it.",
    blocked: "You have blocked {{name}}, so neither of you can message the other.",
    replyTo: "Reply to {{name}}",
    sendReply: "Send reply",
    sending: "Sending...",
  },
  // The in-site notification of a new message (and a push's title), stored in the recipient's
  // saved language.
  notification: {
    title: "New message from {{sender}}",
    body: "About {{listing}}: “{{preview}}”",
  },
  forms: {
    requiredTitle: "Message Required",
    required: "Please enter a message before sending.",
    tooLong: "Your message must be at most {{max}} characters.",
    failedTitle: "Failed to Send Message",
    failed: "There was an error sending your message. Please try again.",
    // A message whose commit is unknown (decision 0078): where to look before sending it again.
    unknownOutcomeReply:
      "We could not confirm whether your message was saved. Check the conversation before sending it again.",
    unknownOutcomeContact:
      "We could not confirm whether your message was saved. Check your messages before sending it again.",
    /** The accounts' refusal of an unconfirmed email address, in its own words. */
    emailFirst: "Please confirm your email address first.",
  },
  errors: {
    notFound: "Conversation not found",
    forbidden: "You can only read and write your own conversations.",
    listingNotFound: "Listing not found",
    ownListing: "This is your own listing: there is no one to contact.",
    demoListing:
      "This is an example listing: its lister is not a real member, so no one would read your message.",
    listingUnavailable:
      "This listing is no longer available, so the lister is not taking messages about it.",
    membership: "You need an active subscription to contact listers.",
  },
};
