// The report and block pages in English (/report, /block; decisions 0031, 0074), and what the
// server says when a report or block is refused. The controls' own words, shown on many pages,
// are the shell's (`common:report.*`, `common:block.*`).
export default {
  back: "Back",
  report: {
    /** `{{what}}` is the moderation target's name (`email:moderation.kinds.*`). */
    title: "Report this {{what}}",
    description: "Tell a moderator about something that breaks the community guidelines.",
    lead: "A moderator will look at it. The member you report is never told who reported them.",
    gate: "Reporting is for members. Become a member to report a problem.",
    nothing: "Nothing to report",
    notSent: "Report not sent",
    sent: "Thank you: a moderator will look at it",
    already: "You have already reported this. A moderator will look at it.",
    tooMany: "You have sent a lot of reports in the last hour. Please try again later.",
    notFound: "That cannot be reported: it may have been removed already.",
  },
  block: {
    description: "Block a member: neither of you can message the other.",
    blockedHeading: "You have blocked {{name}}",
    unreadable: "This form could not be read. Please go back and try again.",
    blocked: "Blocked",
    unblocked: "Unblocked",
    errors: {
      self: "You can't block yourself.",
      memberNotFound: "Member not found",
      forbidden: "You can only block and unblock members from your own account.",
      blockNotFound: "That member is not on your blocked list.",
    },
  },
};
