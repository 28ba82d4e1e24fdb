// Getting help in English (decision 0098): the contact page, complaints, the email and
// saved-search unsubscribe pages, the offline page and the open data page. Word for word as the
// pages said before the catalogues; the contact form's toasts are the specification's.
export default {
  contact: {
    title: "Contact us",
    description:
      "Questions about Glut, a problem with a listing or an idea for your community? Send us a message and we will reply within 24-48 hours.",
    home: "Home",
    crumb: "Contact",
    lead: "A question about Glut, a problem with a listing, or an idea for your community? Send us a message and we will get back to you, usually within 24-48 hours.",
    formTitle: "Send us a message",
    name: "Name",
    email: "Email",
    message: "Message",
    placeholder: "How can we help?",
    send: "Send Message",
    goodToKnow: "Good to know",
    reply: "We read every message and usually reply within 24-48 hours.",
    preferEmail: "Prefer email? Write to <0>{{email}}</0>.",
    privacy:
      "We use what you send only to answer you, and keep it for {{years}} years. Read more in our <0>Privacy Policy</0>.",
    lookingFor:
      "Looking for how sharing works? See <0>how it works</0>, or browse the <1>sitemap</1>.",
    forms: {
      requiredTitle: "All fields required",
      required: "Please fill in all fields before sending.",
      nameRequired: "Please enter your name.",
      emailRequired: "Please enter your email address.",
      messageRequired: "Please enter your message.",
      nameTooLong: "Your name must be at most {{max}} characters.",
      emailInvalid: "Enter a valid email address, like name@example.com",
      messageTooLong: "Your message must be at most {{max}} characters.",
      failedTitle: "Failed to Send Message",
      failed: "There was an error sending your message. Please try again.",
      rateLimited:
        "You have sent several messages in the last hour. Please wait an hour before sending another.",
      sentTitle: "Message Sent!",
      sent: "Thank you for contacting us. We'll get back to you soon.",
    },
  },
  complaints: {
    title: "Complaints and appeals",
    description:
      "Complain about content on Glut or how we keep people safe, or appeal a moderation decision.",
    crumb: "Complaints",
    lead: "Tell us about illegal or harmful content, about how we keep people safe or handle reports, or appeal a decision we made about your listing, post, message or account. You do not need to be signed in. We reply by email within {{days}} working days.",
    danger:
      "If someone is in immediate danger, call 999. To report something you can see on Glut, you can also use the Report button beside it. {{name}} is accountable for how we handle complaints: <0>{{email}}</0>. Read how we moderate in our <1>terms</1>.",
    kind: "What is your complaint about?",
    chooseOne: "Choose one",
    decision: "For an appeal: which decision?",
    decisionHint:
      "Leave this empty unless you are appealing. If your account is suspended, use the email address you signed in with.",
    notAnAppeal: "Not an appeal",
    decisions: {
      hidden: "My listing, post or message was hidden",
      suspended: "My account was suspended",
    },
    contentUrl: "Link to the content (optional)",
    contentUrlHint: "For example the address of the listing or forum post.",
    name: "Your name",
    email: "Your email",
    emailHint: "We send your reference and our answer here.",
    message: "Your complaint",
    privacy:
      "We use what you send only to handle your complaint, and keep it for {{years}} years (see our <0>privacy notice</0>).",
    send: "Send complaint",
    forms: {
      kind: "Choose what your complaint is about.",
      name: "Please enter your name.",
      nameTooLong: "Your name must be at most {{max}} characters.",
      email: "Enter a valid email address, like name@example.com",
      message: "Please tell us what your complaint is about.",
      messageTooLong: "Your complaint must be at most {{max}} characters.",
      urlTooLong: "The link must be at most {{max}} characters.",
      decision: "Choose the decision you are appealing.",
      sentTitle: "Complaint received",
      sent: "Your reference is {{reference}}. We have emailed you a copy and will reply within {{days}} working days.",
      rateLimited:
        "You have sent several complaints in the last hour. Please wait an hour, or write to us by email.",
      failed: "There was an error sending your complaint. Please try again.",
    },
  },
  stopEmails: {
    title: "Stop emails",
    description: "Stop a kind of notification email.",
    invalid:
      "This link is not valid. You can turn notification emails off from your <0>notification settings</0> instead.",
    done: "Done: we will not send you {{kind}} any more. You can turn them back on in your <0>notification settings</0>.",
    ask: "Stop {{kind}}?",
    stop: "Stop these emails",
    orChoose: "Or choose how you hear of it in your <0>notification settings</0>.",
    /** What each kind of email is called (`EMAIL_KIND_LABELS`). */
    kinds: {
      "new-message": "new message emails",
      "harvest-reminder": "harvest reminder emails",
      "expiry-reminder": "listing expiry reminders",
    },
  },
  savedSearchEmails: {
    title: "Saved search emails",
    description: "Stop the emails for a saved search.",
    invalid:
      "This link is not valid. You can pause or delete saved searches from your <0>saved searches</0> instead.",
    done: "Done: we will not email you about this saved search any more. You can resume it from your <0>saved searches</0>, or stop every saved-search email in your <1>notification settings</1>.",
    ask: "Stop the emails about new listings matching this saved search?",
    orStopAll: "Or stop every saved-search email in your <0>notification settings</0>.",
  },
  offline: {
    title: "You are offline",
    description: "Glut cannot be reached without a connection.",
    text: "This page needs a connection, and your phone or computer is not online just now. Nothing you were looking at is kept on this device.",
    back: "When you are back online, <0>go to the home page</0> or reload this page.",
  },
  openData: {
    title: "Open data: Glut's API, feeds and widget",
    description:
      "Reuse Glut's public data: food banks with their needs and excess items, allotment councils, cities, the planting calendar and what is being shared where, as JSON and GeoJSON.",
    crumb: "Open data",
    heading: "Open data",
    lead: "The public data Glut holds can help food banks, councils and community groups: take it, reuse it and build on it. Everything here is read-only, needs no key and no account, and never includes a member or what a member wrote.",
    api: "The API",
    apiIntro:
      "Every address starts with <0>{{api}}</0> and answers <1>GET</1> with JSON. Those marked GeoJSON also answer <2><0>?format=geojson</0></2> with a GeoJSON feature collection (RFC 7946), one point for each item.",
    jsonOrGeo: " (JSON or GeoJSON)",
    json: " (JSON)",
    endpoints: {
      foodBanks:
        "Food banks with their needs and excess items, from Give Food. Add ?city= with a city's slug for one city's.",
      foodBank: "One food bank, by its id in Give Food's data.",
      cities: "The cities and large towns Glut has pages for, largest first.",
      allotmentCouncils:
        "Councils' allotment pages: where to apply for a plot, with contacts where the council gives them.",
      plantingCalendar:
        "When to sow under cover, sow outside, plant out and harvest each crop, by month.",
      sharing:
        "How many active listings there are in each postcode district (or Northern Irish town), by category.",
    },
    openApi:
      "The <0>OpenAPI 3.1 description</0> gives every field; its schemas are checked against the real answers in Glut’s tests.",
    places:
      "Places are never exact: a food bank is at its postcode district’s centre, a city at its centre, and the sharing counts are by postcode district. A category with fewer than {{smallest}} listings in a district is left out, so a count can never point at one household.",
    limits: "Limits, caching and use from other sites",
    rateLimit:
      "Each client address may make {{max}} requests a minute to the API, the feeds and the widget together. Past that the answer is <0>429 Too Many Requests</0> with a <1>Retry-After</1> header saying how many seconds to wait.",
    etag: "Every answer has an <0>ETag</0>: send it back in <1>If-None-Match</1> and an unchanged answer comes back as <2>304 Not Modified</2>, which is quicker and does not need the body again. Shared caches may keep an answer for a minute.",
    cors: "Any website may read the API from a browser: the answers carry <0>Access-Control-Allow-Origin: *</0>. No cookies are set and none are read.",
    licence: "Licence and credit",
    attribution: "Each answer says whom to credit in its own <0>attribution</0> field.",
    giveFood:
      "Food banks, their needs and excess items come from <0>{{name}}</0>, the UK charity that keeps the national public database of food banks. Credit Give Food with a link to its homepage when you reuse them, as it asks.",
    glutData:
      "Allotment councils, the planting calendar and the sharing counts are Glut’s, under <0>{{licence}}</0>: credit Glut with a link.",
    populations:
      "City populations come from the ONS, National Records of Scotland and NISRA under the <0>{{licence}}</0>.",
    feeds: "Feeds",
    feedsText:
      "Each food bank’s page links an Atom feed of its needs, at <0>{{path}}</0>: a feed reader shows a new entry whenever the list changes. The forum has no public feed: its topics are for members only.",
    widget: "A widget for your food bank’s website",
    widgetFrameTitle: "What growers near us are offering",
    widgetText:
      "A food bank can show on its own site what growers within {{miles}} miles are offering of its needs, such as “Growers near us are offering: potatoes (3), apples (2)”. It shows counts only, sets no cookies and runs no script. Paste this where it should appear, with your food bank’s id from its address on Glut (<0>find your food bank</0>):",
  },
};
