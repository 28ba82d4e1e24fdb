// The site's shell in English: the layout, header, footer, side menu, cookie choices and error
// pages (decision 0098). Word for word as the pages said before the catalogues.
export default {
  /** The member gate's refusal, above the reason the page gives (decision 0098). */
  memberGate: { title: "Subscription Required" },
  skipToMain: "Skip to main content",
  skipToCookies: "Skip to cookie choices",
  titleSuffix: "{{title}} | Glut",
  language: {
    label: "Language",
  },
  logo: { label: "Glut, home page" },
  nav: {
    main: "Main",
    mobile: "Mobile",
    browseProduce: "Browse Produce",
    freeFood: "Free Food",
    locations: "Locations",
    viewAllLocations: "View All Locations",
    community: "Community",
    groups: "Groups",
    foodBanks: "Food Banks",
    partnership: "Partnership",
    resources: "Resources",
    plantingCalendar: "Planting Calendar",
    howItWorks: "How It Works",
    contact: "Contact",
    allotments: "Allotments",
    forum: "Forum",
    aboutGlut: "About Glut",
    communityGroups: "Community Groups",
    schools: "Schools",
    openData: "Open Data",
    sitemap: "Sitemap",
    privacy: "Privacy Policy",
    terms: "Terms of Service",
    dashboard: "Dashboard",
    listProduce: "List Produce",
    handovers: "Handovers",
    notifications: "Notifications",
    messages: "Messages",
    signIn: "Sign In",
    signOut: "Sign Out",
    join: "Join Glut",
  },
  messagesUnread_one: "Messages, {{count}} unread",
  messagesUnread_other: "Messages, {{count}} unread",
  menuMessagesUnread_one: "Messages ({{count}} unread)",
  menuMessagesUnread_other: "Messages ({{count}} unread)",
  live: {
    dismiss: "Dismiss",
  },
  menu: {
    open: "Open menu",
    close: "Close menu",
    title: "Menu",
    quickActions: "Quick actions",
    account: "Account",
    member: "Glut member",
  },
  footer: {
    blurb:
      "Share your garden’s surplus with neighbours across the UK: produce, seeds, cuttings and plants, free or swapped.",
    explore: "Explore",
    glut: "Glut",
    popularLocations: "Popular Locations",
    moreCities: "More Cities",
    yourAccount: "Your Account",
    madeFor: "© {{year}} Glut. Made for UK growers.",
  },
  cookies: {
    bannerTitle: "Cookies on Glut",
    bannerText:
      "Necessary cookies keep Glut working. May we also use analytics and marketing cookies? Neither is set unless you say yes.",
    categories: "Cookie categories",
    necessary: "Necessary (always on)",
    analytics: "Analytics",
    marketing: "Marketing",
    rejectAll: "Reject All",
    acceptAll: "Accept All",
    acceptSelected: "Accept Selected",
    settings: "Settings",
    settingsLink: "Cookie settings",
    settingsTitle: "Cookie settings",
    settingsIntro:
      "Necessary cookies keep you signed in, remember the language you chose and keep the site secure, and are always on. Analytics and marketing cookies are only set if you allow them.",
    savedOn: "Your current choice was saved on {{date}}.",
  },
  errors: {
    notFoundHeading: "Oops! Page Not Found",
    notFoundText:
      "The page you are looking for does not exist or has been moved. Let’s get you back to the garden.",
    notFoundTitle: "Page not found",
    backHome: "Back to the homepage",
    somethingWrong: "Something went wrong",
    unexpected: "An unexpected error occurred. Please try again.",
    backInAMoment: "Back in a moment",
    // A 503 when the database is away (decision 0078): a read is tried again; something sent may
    // have been saved, so the member looks before sending it again.
    outageRead: "We can't reach our database for a moment. Please try again in a few seconds.",
    outageSent:
      "We can't reach our database for a moment, so we could not confirm whether what you sent was saved. Please check in a few seconds before sending it again.",
    error: "Error",
    /** A form body that breaks off (a truncated upload): the 400 of every form. */
    unreadableForm: "The form could not be read. Please try again.",
    status: {
      "400": "Bad Request",
      "401": "Unauthorised",
      "403": "Forbidden",
      "405": "Method Not Allowed",
      "409": "Conflict",
      "410": "Gone",
      "413": "Content Too Large",
      "415": "Unsupported Media Type",
      "422": "Unprocessable Content",
      "429": "Too Many Requests",
      "500": "Server Error",
    },
  },
  /**
   * The admin area's error pages (a refusal, a failure), which have no loader data to bring the
   * `admin` catalogue: their titles and words are the shell's.
   */
  admin: {
    dashboardTitle: "Admin Dashboard",
    flaggedTitle: "Flagged members",
    mailTitle: "Undelivered email",
    accessDenied: "Access denied",
    goToReports: "Go to the reports queue",
    tryAgain: "Try again",
    dashboardError: "Something went wrong loading the admin dashboard. Please try again.",
    flaggedError: "Something went wrong loading flagged members. Please try again.",
    mailError: "Something went wrong loading undelivered email. Please try again.",
  },
  /**
   * The planting calendar's error page, which has no loader data to bring its own catalogue:
   * its title and words are the shell's.
   */
  plantingCalendar: {
    title: "Planting Calendar",
    notShown: "The planting calendar could not be shown. Please try again.",
    back: "Back to My Garden",
  },
  /**
   * A conversation's error page (not found, not yours), which has no loader data to bring the
   * `messages` catalogue: its words are the shell's.
   */
  /**
   * A handover's and the thank-you page's error pages, which have no loader data to bring the
   * `handovers` catalogue: their words are the shell's (the 404's is the refusal the loader sends).
   */
  handover: {
    yours: "Your handovers",
    notFoundTitle: "Handover Not Found",
    forbiddenTitle: "Not Your Handover",
    errorTitle: "Error Loading Handover",
    forbidden: "Only the two people sharing an item can see its handover.",
    error: "The handover could not be loaded. Please try again in a moment.",
    sayThanks: "Say thanks",
    thanksError: "Something went wrong loading this page. Please try again.",
    backToDashboard: "Back to your dashboard",
  },
  conversation: {
    title: "Conversation",
    notFoundTitle: "Conversation Not Found",
    forbiddenTitle: "Not Your Conversation",
    errorTitle: "Error Loading Conversation",
    notFound: "This conversation does not exist or has been removed.",
    forbidden: "You can only read and write your own conversations.",
    error: "The conversation could not be loaded. Please try again in a moment.",
    allMessages: "All messages",
  },
  /**
   * Listings' words that their error pages need too, which have no loader data to bring the
   * `listings` catalogue: the browse page's heading, and its and a listing's error pages.
   */
  listings: {
    browseTitle: "Browse Garden Swaps",
    browseErrorTitle: "Unable to Load Listings",
    unexpected: "An unexpected error occurred while loading listings.",
    thingsToTry: "Things to try:",
    connection: "Check your internet connection.",
    reload: "Reload the page, or try again in a few minutes.",
    clearFilters: "Clear your filters and search again.",
    signOut: "Sign out and back in if the problem continues.",
    tryAgain: "Try Again",
    clear: "Clear filters",
    notFoundTitle: "Listing Not Found",
    errorTitle: "Error Loading Listing",
    notFound: "This listing does not exist or has been removed.",
    detailError: "Failed to load listing. Please try again in a moment.",
    notYoursTitle: "Not Your Listing",
    notYours: "You can only change your own listings.",
    backToMine: "Back to my listings",
    back: "Back to listings",
  },
  /** Shared form controls: a field's error, said before it to screen readers. */
  fieldError: { prefix: "Error:" },
  /** A dialog's close button. */
  dialog: { close: "Close" },
  /** A toast's close button (the toasts' region is named `nav.notifications`). */
  toast: { close: "Close notification" },
  breadcrumb: "Breadcrumb",
  pageLinks: {
    previous: "Previous",
    next: "Next",
    pageOf: "Page {{page}} of {{pages}}",
  },
  /** A limited text box's counter; `{{n}}` stays `{n}` for the static pages' script. */
  counter: {
    left_one: "{{n}} character left",
    left_other: "{{n}} characters left",
    over_one: "{{n}} characters over the limit",
    over_other: "{{n}} characters over the limit",
  },
  /** Deleting for good, confirmed first (confirm-delete.tsx). */
  delete: {
    delete: "Delete",
    cancel: "Cancel",
    deleting: "Deleting…",
    deleteForGood: "Delete for good",
    confirm: "Delete “{{name}}”?",
  },
  /** The one report form, on many pages (app/admin/report-form.tsx, decision 0031). */
  report: {
    summary: "Report",
    reasonLabel: "Why are you reporting this?",
    chooseReason: "Choose a reason",
    noteLabel: "Anything a moderator should know (optional)",
    noteHint:
      "The member you report is never told who reported them. If someone is in danger now, call 999.",
    send: "Send report",
    sending: "Sending...",
    categories: {
      illegal: "Illegal content",
      terms: "Against Glut's rules",
    },
    reasons: {
      "illegal-child-abuse": "Child sexual abuse, or grooming a child",
      "illegal-terrorism": "Terrorism or violent extremism",
      "illegal-threats": "Threats, stalking, harassment or controlling behaviour",
      "illegal-hate": "Stirring up hatred (race, religion, sexuality)",
      "illegal-suicide": "Encouraging suicide or serious self-harm",
      "illegal-intimate-images": "Intimate images shared without consent, or extreme pornography",
      "illegal-exploitation": "Sexual exploitation, trafficking or illegal immigration",
      "illegal-fraud": "Fraud, money laundering or other financial crime",
      "illegal-drugs-weapons": "Drugs, knives, guns or other weapons",
      "illegal-animal-cruelty": "Animal cruelty",
      "illegal-other": "Something else illegal (for example foreign interference)",
      spam: "Spam or advertising",
      scam: "A scam, or selling (nothing is sold on Glut)",
      inappropriate: "Rude, unsafe or off-topic",
      other: "Something else",
    },
    errors: {
      chooseReason: "Choose why you are reporting this.",
      noteTooLong: "The note must be at most {{max}} characters.",
    },
  },
  /** The one Block form and its dialog (app/blocking, decision 0074). */
  block: {
    block: "Block {{name}}",
    confirm: "Block {{name}}?",
    description: "Blocking stops messages both ways.",
    blocking: "Blocking...",
    unblock: "Unblock",
    /** /block's error page, which has no loader data to bring the `safety` catalogue. */
    couldNot: "Could not block or unblock",
    somethingWrong: "Something went wrong. Please try again in a moment.",
    accountSettings: "Account settings",
    consequences:
      "Neither of you will be able to message the other, and you won't see {{name}}'s listings or forum posts. {{name}} is not told. You can unblock them at any time in your account settings.",
  },
  /** The "Install Glut" hint on members' pages (app/push/installed-app.tsx). */
  installApp: {
    title: "Install Glut",
    text: "Add Glut to your home screen to open it like an app and get notifications.",
    install: "Install",
    notNow: "Not now",
  },
  /**
   * Page titles for a route's meta when its loader threw (a 404, a refusal) and it has no loader
   * data to bring its own catalogue: the same words as the page's own title (decision 0116).
   */
  pageTitles: {
    contact: "Contact us",
    handover: "Handover",
    sayThanks: "Say thanks",
    reports: "Reports",
    complaints: "Complaints",
    editWanted: "Edit Wanted Post",
    myWanted: "Your Wanted Posts",
    newWanted: "Post a Wanted Post",
    testPayment: "Test payment",
    testManage: "Manage membership (test)",
    offline: "You are offline",
    forum: "Forum",
    editForumPost: "Edit Forum Post",
    newForumPost: "Create Forum Post",
    forumEmails: "Forum emails",
    forumTopic: "Removed by a moderator",
    editReply: "Edit Reply",
    communityForum: "Community Forum",
    notificationSettings: "Notification settings",
    notifications: "Notifications",
    stopEmails: "Stop emails",
    openData: "Open data",
    complaintsAndAppeals: "Complaints and appeals",
    messages: "Messages",
    report: "Report",
    createListing: "Share From Your Garden",
    stillAvailable: "Still available",
    myListings: "My Listings",
    forgotPassword: "Forgotten your password?",
    resetPassword: "Choose a new password",
    pushNotifications: "Push notifications",
    dashboard: "Your dashboard",
    accountSettings: "Account settings",
    savedSearches: "Saved Searches",
    savedSearchEmails: "Saved search emails",
  },
  pageDescriptions: {
    forumTopic: "A topic in the Glut community forum.",
  },
};
