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
};
