// Emails in English (decision 0098): the frame every email shares, and the emails converted so
// far, word for word as they were.
export default {
  layout: {
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
};
