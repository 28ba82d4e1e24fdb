// The terms of service and the privacy policy, in English (decision 0098): word for word as the
// pages said before the catalogues. Long prose is kept as paragraphs keyed by section; a
// paragraph with a link in it is split around the link (`…Before`, the link, `…After`).
// The pages' titles are the shell's (`common:nav.terms`, `common:nav.privacy`).
export default {
  trail: "Breadcrumb",
  home: "Home",
  lastUpdated: "Last updated",
  contents: "Contents",
  contactUs: {
    through: "through our",
    form: "contact form",
    byEmail: "or by email to",
  },
  accountSettings: "account settings",
  dashboard: "dashboard",
  complaintsPage: "complaints page",
  years_one: "{{count}} year",
  years_other: "{{count}} years",
  terms: {
    description:
      "The terms for using Glut: who can join, membership, sharing and swapping produce safely, community rules, and the law of England and Wales.",
    intro:
      "Please read these terms before you join. They are written to be clear: if anything is not, ask us and we will explain.",
    about: {
      title: "About these terms",
      agreementBefore:
        "These terms are the agreement between you and Glut (“we”, “us”) for using the Glut website, where gardeners and allotment holders give away or swap their surplus produce, seeds, cuttings and plants. By creating an account you accept them, together with our",
      agreementAfter: ", which explains how we handle your data.",
      reach: "You can reach us",
    },
    whoCanJoin: {
      title: "Who can use Glut",
      age: "You must be at least {{age}} years old to create an account. We delete accounts we learn belong to someone younger.",
      onePerPerson: "One account per person. What you tell us about yourself must be true.",
      organisations:
        "An organisation’s account must be opened by someone allowed to act for it, and the organisation must be what it says it is.",
    },
    yourAccount: {
      title: "Your account",
      password:
        "Keep your password to yourself and tell us at once if you think someone else has used your account. You are responsible for what is done with it.",
      deleteBefore: "You can delete your account at any time in your",
      deleteAfter:
        ". If you do not sign in for {{years}}, we delete the account for you; we email you {{days}} days before, and signing in once keeps it.",
    },
    membership: {
      title: "Membership and payment",
      priceBefore:
        "Personal membership costs {{price}} a year. It renews each year until you cancel, which you can do at any time from your",
      priceAfter: "; you keep your membership until the end of the year you have paid for.",
      organisations:
        "Food banks, schools, community groups, charities and other community organisations join free once we have verified them, for as long as they stay verified.",
      cancel:
        "You have the legal right to cancel within 14 days of first paying. Contact us within that time and we will refund you in full.",
      priceChange:
        "If we ever change the price, we will tell you before your next renewal, and you can cancel before it applies.",
    },
    listings: {
      title: "Sharing produce",
      text: "Listings are for giving away (Free) or swapping (Swap) home-grown produce, seeds, cuttings, seedlings and plants. Nothing is sold on Glut, and personal accounts may not be used to trade commercially.",
      honest: "Describe what you offer honestly, with your own photos.",
      unsafe:
        "Do not list anything unsafe or unlawful to pass on: for example alcohol, medicines, animals, cannabis or other controlled or psychoactive plants and fungi, or plants the law forbids you to spread in the wild, such as Japanese knotweed or Himalayan balsam.",
      gone: "Mark a listing as no longer available once it has gone.",
    },
    exchanges: {
      title: "Meeting up and food safety",
      text: "Glut puts growers and takers in touch; the exchange itself is between you. We do not inspect produce and are not a party to any swap or gift.",
      food: "If you give food, make sure it is fit to eat and say if it has been sprayed or may carry allergens. If you take food, wash it and use your own judgement.",
      meeting:
        "Keep arrangements in Glut’s messages until you are happy to meet, meet somewhere public if you can, and never share bank details.",
    },
    communityRules: {
      title: "Community rules",
      kindBefore:
        "Be kind and honest. Do not harass, threaten or discriminate against anyone, send spam or advertising, pretend to be someone else, or try to break or overload the site. Our",
      guidelines: "community guidelines",
      kindAfter: " say more.",
      report:
        "If you see something that breaks these rules or the law, use the Report button beside it, or tell us",
    },
    moderation: {
      title: "How we moderate content and handle complaints",
      text: "Glut is a user-to-user service under the UK Online Safety Act 2023. We do not check everything before it appears: members report what worries them, and trained moderators (people, not automated tools) review each report. Reports of illegal content, such as child sexual abuse, terrorism, threats, hate, fraud or the sale of drugs or weapons, are looked at first, and illegal content is taken down swiftly once we know of it. Moderators may hide a listing, forum post or message; an admin may suspend an account. Whoever is affected is told why by email. Every decision is recorded, with who made it and why, and that record is kept {{years}}.",
      complaintsBefore: "Anyone, member or not, can use our",
      complaintsAfter:
        " to complain about content, about how we meet these duties, or to appeal a decision about their own content or account (a suspended member can appeal without signing in). We acknowledge each complaint by email at once with a reference, and reply within {{days}} working days. If a decision was wrong we put it right: content is shown again, a suspension lifted.",
      accountable: "The person accountable for our online safety duties is {{name}}:",
    },
    yourContent: {
      title: "Your content",
      text: "What you post (listings, photos and messages) stays yours. You give us permission to store it, show it on Glut as the site works, and adapt it to do so (for example resizing photos and removing their hidden metadata), for as long as it is on Glut. You must have the right to post it. We may remove anything that breaks these terms.",
    },
    organisations: {
      title: "Organisations and community partners",
      checks:
        "We check the details an organisation gives us, such as its registration number, before giving it free membership, and may ask for more.",
      referral:
        "A verified organisation can share its referral link. It currently earns {{rate}} for each person who joins with it and pays for their first year, paid monthly, with no cap. The rate for a payment is the one in force on the day it is made.",
      fake: "We do not pay for sign-ups that are fake, made by the organisation itself or obtained by misleading people, and may end a partnership that relies on them.",
    },
    suspension: {
      title: "Suspending or closing accounts",
      before:
        "We may remove content, or suspend or close an account, if it breaks these terms, puts others at risk or the law requires it. Where it is safe to, we will tell you why, and you can appeal through our",
      after:
        ". If we close a paid membership for a reason that is not your fault, we will refund the unused part of the year.",
    },
    liability: {
      title: "Our responsibility to you",
      availability:
        "We work to keep Glut running and safe, but we cannot promise it will always be available or free of errors. We are not responsible for what members list, say or hand over, or for any loss caused by an exchange between members.",
      limits:
        "Nothing in these terms limits our liability where the law does not allow it to be limited, including for death or personal injury caused by our negligence or for fraud, and nothing affects your rights as a consumer.",
    },
    lawAndChanges: {
      title: "Changes, governing law and contact",
      changes:
        "We may update these terms as Glut changes. We will update the date at the top of this page and, for changes that matter to you, tell you before they take effect.",
      law: "These terms are governed by the law of England and Wales, and its courts deal with any dispute. If you live in Scotland or Northern Ireland, you may also bring proceedings in your own country’s courts.",
      questions: "Questions about these terms? Contact us",
    },
  },
  privacy: {
    description:
      "What personal data Glut collects, why, who helps us handle it, how long we keep it and your rights under UK GDPR.",
    intro:
      "This policy explains, in plain English, what personal data Glut collects when you use the site, why, who helps us handle it, how long we keep it and the rights you have over it.",
    whoWeAre: {
      title: "Who we are",
      text: "Glut is a UK community website where gardeners and allotment holders give away or swap their surplus produce, seeds, cuttings and plants. Glut (“we”, “us”) decides how and why your personal data is used, which makes us its controller under the UK General Data Protection Regulation (UK GDPR) and the Data Protection Act 2018.",
      contact: "For anything about your data, or to use any of your rights, contact us",
    },
    collect: {
      title: "The data we collect",
      lead: "We collect only what Glut needs to work:",
      accountLabel: "Your account:",
      accountText:
        "your email address; your password, stored only as a one-way hash that nobody can read back; your username and forum name; your town or area if you give one; whether you joined as a person or an organisation; the referral code you joined with, if any; any staff role; the language you use Glut in (English or Cymraeg), for your pages and emails; and which notification emails you have turned off (each has a one-click unsubscribe link), and since when.",
      organisationsLabel: "Organisations:",
      organisationsText:
        "the organisation’s name, type and registration number (charity, company or school), and the outcome of our checks.",
      googleLabel: "Signing in with Google:",
      googleText:
        "if you choose it, Google tells us your name, email address and Google account identifier.",
      agreedLabel: "What you agreed to:",
      agreedText:
        "that you accepted these terms and this policy and confirmed you are 16 or over, whether you asked for news from Glut, each later change to that choice, and when.",
      listingsLabel: "Your listings:",
      listingsText:
        "title, description, category, Free or Swap, quantity, harvest date, the day it is available until, town or postcode district, photos and status, and the day we last emailed you that a listing was about to expire. With the town or district we keep its approximate centre (never your full postcode or address), so other members can see that a listing is “about 3 miles away”, never more precisely. When you press “Near me” on the listings page, your browser asks whether to share your position, once; the page rounds it to about a kilometre and sends it only to find your postcode district (such as LS6). We never store your position.",
      savedSearchesLabel: "Your saved searches:",
      savedSearchesText:
        "for each search you save, its words, category, Free or Swap, the town or postcode district and distance, whether you chose instant or daily emails, whether it is paused, when you saved it, and which listings we have already emailed you about, so that none is sent twice. Only you see them. Each alert email has a link that stops it in one click; deleting a saved search, or your account, deletes all of this.",
      pushLabel: "Push notifications:",
      pushText:
        "if you turn them on for a device, we keep, for that device, the address its browser’s push service (such as Google’s, Apple’s or Mozilla’s) gave it and the keys that encrypt what we send, a name for the device read from your browser (such as “Chrome on Android”), when you turned them on and when one last arrived; and whether you chose to see message text in them. A push passes through that push service encrypted, so it cannot read it. It says what happened and who from, such as “New message from Sam”, but not what anyone wrote, unless you turn on “Show message text in push notifications”. Removing a device at Push notifications in your account, or deleting your account, deletes its record; we also delete it when the push service tells us the browser no longer takes pushes.",
      blockedLabel: "Members you block:",
      blockedText:
        "whom you blocked and when. Only you see your list; the member you block is not told, and their copy of their data does not show it. Unblocking, or either account being deleted, deletes it.",
      messagesLabel: "Your messages:",
      messagesText:
        "your conversations with other members about listings, with the name shown beside each message and when it was sent and read.",
      handoversLabel: "Handing items over:",
      handoversText:
        "each listing you ask for, with the note you add and whether you withdrew it; for each item reserved for you or by you, the pickup day, times and meeting point the two of you agreed (only what you typed: we never add an address), who marked it collected and when, and any cancellation with its reason; a no-show, when a grower records that someone did not come; and the thank-you notes and private 1 to 5 ratings each of you leaves afterwards.",
      gardenLabel: "Your garden:",
      gardenText:
        "the plantings you add to the planting calendar’s tracker (plant, variety, dates, quantity, location and notes), whether you asked for a harvest reminder email and when we sent it, and the secret address of your harvest calendar feed. Only you see them; anyone you give the feed address to can read your harvest dates, and resetting it stops the old address at once.",
      membershipLabel: "Your membership:",
      membershipText:
        "whether you are a member and until when, the payment provider’s references for you and your subscription, and the amount and date of each payment. We never see or store your card details.",
      referralsLabel: "Referrals:",
      referralsText:
        "for a partner organisation, what it earned for each member who joined with its code and paid, and when.",
      notificationsLabel: "Notifications:",
      notificationsText:
        "a short note of each thing that concerns you (a message, a forum reply, a saved-search match, a reminder, a handover, a verification or moderation outcome) with its title, a line about it, where it links to, when it happened and whether you have opened it; and, for each kind, whether you want it in the site, by email or by push. Only you see them.",
      contactLabel: "Messages to us:",
      contactText:
        "the name, email address and message you send through the contact form, and when.",
      technicalLabel: "Technical data:",
      technicalText:
        "for each signed-in session, your IP address, your browser’s description of itself and when the session started and ends; the day you last used Glut signed in; our servers’ record of each request (IP address, the page asked for, browser, time and outcome), with the secret part of any emailed link (such as a password-reset or unsubscribe token) removed before it is written; and counters of recent attempts to sign in, sign up, check a password or send a message, kept against your IP address, your account or a coded form of the email address typed, to stop abuse.",
      specialCategory:
        "We do not ask for, and ask you not to share, special category data such as health or religious beliefs.",
    },
    bases: {
      title: "Why we use it: our lawful bases",
      lead: "UK GDPR lets us use personal data only with a lawful basis. Ours are:",
      contractLabel: "To provide Glut to you (contract):",
      contractText:
        "your account, listings, messages, requests and handovers, and membership, and the emails these need: reminding you of a pickup on its day, confirming your address, resetting your password, telling you about new messages, alerting you to new listings matching a search you saved, welcoming you as a member, and warning you before we delete an account nobody uses.",
      interestsLabel: "Our legitimate interests:",
      interestsText:
        "keeping Glut safe and working (sessions, request logs, limits on repeated attempts, investigating reports of misuse, showing a grower the record of those who ask for an item, and telling our moderators about a member repeatedly rated low or recorded as not coming, for a person to look at; no one is suspended automatically), checking that organisations offered free membership are genuine, paying partner organisations what they earn, and answering messages you send us. We have weighed these interests against your rights, and you can object to them (section 9).",
      legalLabel: "Legal obligations:",
      legalText:
        "keeping payment records for tax and accounting, a record of what you agreed to when you joined, and, under the Online Safety Act 2023, handling reports and complaints and keeping a record of moderation decisions.",
      consentLabel: "Your consent:",
      consentBefore:
        "occasional news about Glut, only if you asked for it. You can change your mind at any time on your",
      consentAfter: ", under “Emails from Glut”.",
      never:
        "We never sell your data, never use it for advertising, and make no decisions about you by automated means that have legal or similarly significant effects.",
    },
    others: {
      title: "What other people can see",
      anyone:
        "Anyone visiting Glut can see the title, photo, town, type and age of active listings on the city and free-food pages.",
      members:
        "Members can see a listing’s full details and the username of the person who posted it.",
      messages:
        "Messages are seen only by the two members in the conversation. We look at them only if we have to investigate a report of misuse or the law requires it.",
      asking:
        "When you ask for an item, its owner sees your request, your note and your record on Glut: how many items you have given and received, the thank-you notes left for you, your average rating once there is one, and how many times a grower recorded that you did not come. That record of no-shows is shown to owners choosing among the people who asked, and as a count on your member profile.",
      handover:
        "The pickup day, times and meeting point of a handover are seen only by the two members in it. Who received an item is seen only by the two of them and our staff; other members see only that the item has been reserved or has gone.",
      thanks:
        "A thank-you note you leave is shown to members on the profile of the member you thank. A rating is never shown on its own, not even to the member rated: only the average of all their ratings, rounded, and only once they have three or more.",
      counts:
        "The home and city pages show how many items were collected in a month and a year, in a city and across the UK: counts only, never who or what.",
      openData:
        "Our open data (the API described on the open data page) and the widget food banks can put on their own websites publish counts of active listings by postcode district and category, and by what a food bank needs: never who listed them, never what they wrote, and never a count below three in a district, so no count points at one household.",
      profile:
        "Members can see your profile: your display name, your town (never more exact), the month you joined, whether you are a verified organisation, how many items you have given and received, how many times you did not come to a pickup, and the thank-you notes others left you with their names. Ratings are never shown one by one: your profile shows their average, rounded, once there are at least three. Moderators see a note if it is reported, and a list of members whose ratings or missed pickups need a look.",
      email: "Your email address is never shown to other members.",
      partner:
        "A partner organisation sees how many people joined and paid with its referral code, never who they are.",
    },
    photos: {
      title: "Your photos",
      text: "Phones and cameras hide information inside photos, often including the exact GPS location where a picture was taken. Every photo you upload is re-encoded on our servers: the image is redrawn, resized and saved afresh, and all of that hidden information (the EXIF metadata, location included) is left behind. The file you uploaded is never stored or shown to anyone.",
    },
    reports: {
      title: "Reports, moderation and complaints",
      text: "When you report something, we keep the report, which account sent it and why; the member you report is never told who you are. When a moderator hides content or an admin suspends an account, we record who decided, what and why, and tell the person affected.",
      complaintsBefore: "When you use our",
      complaintsAfter:
        ", we keep your name, email address, what you wrote, any link you gave and, if you were signed in, your account, so that we can answer you and show how we handled it. If you appeal a decision, we look up the decision about the account with the address you gave; it is shown only to our moderators.",
      accountable:
        "The person accountable for our duties under the Online Safety Act 2023 is {{name}}",
    },
    sharing: {
      title: "Who we share it with",
      lead: "Companies that provide services to us handle some of your data on our behalf. They work under contracts that allow them to use it only on our instructions and require them to keep it safe:",
      hosting: "Our hosting provider, which runs the servers and database Glut lives on.",
      email: "Our email delivery provider, which delivers the emails Glut sends you.",
      storage: "Our file storage provider, which keeps listing photos.",
      stripe:
        "Stripe, our payment provider, which takes membership payments and receives your email address and an account reference to do so (Stripe is also responsible in its own right for the checks payment law requires of it).",
      google: "Google, only when you choose to sign in with your Google account.",
      push: "The push service of your browser’s maker (Google, Apple, Mozilla or Microsoft), only when you turn push notifications on: it carries each notification to your device, encrypted so that it cannot read it.",
      tilesOpenStreetMap:
        "OpenStreetMap’s tile servers, run by the OpenStreetMap Foundation ({{host}})",
      tilesOther: "The map tile server at {{host}}",
      tilesText:
        ", only when you press Show map beside a list: your browser then fetches the map’s images from it directly, which sends it your IP address, your browser’s details and, as the referrer, our site’s address (not the page you were on). Nothing else about you is sent, and the places on our maps are the centres of postcode districts, never addresses.",
      tilesPolicyBefore: "What it receives is covered by the",
      tilesPolicy: "OpenStreetMap Foundation’s privacy policy",
      others:
        "We share data with the police or other authorities only when the law requires it, and with professional advisers where we need their help. If Glut were ever passed to a new owner, your data would go with it only under this policy, and we would tell you first.",
    },
    transfers: {
      title: "Transfers outside the UK",
      text: "Some of our providers may handle data outside the UK{{examples}}. When they do, the transfer is protected as UK law requires: to a country the UK recognises as protecting data adequately (including the UK Extension to the EU-US Data Privacy Framework), or under the Information Commissioner’s International Data Transfer Agreement or its Addendum to the EU standard contractual clauses.",
      examples: " (Stripe and Google, for example, in the United States)",
    },
    retention: {
      title: "How long we keep it",
      accountLabel: "Your account",
      accountText:
        "and everything in it: for as long as you use it. If you do not sign in for {{years}}, we delete the account, just as if you had deleted it yourself. We email you {{days}} days before, and signing in once is enough to keep it.",
      listingsLabel: "Listings and photos:",
      listingsText: "until you delete them or your account.",
      pushLabel: "Push notification devices:",
      pushText:
        "until you remove the device, its browser stops taking pushes, or you delete your account.",
      plantingsLabel: "Plantings and harvest reminders:",
      plantingsText: "until you delete them or your account.",
      forumLabel: "Forum topics, replies and their photos:",
      forumText:
        "until you delete them. If you delete your account they stay, shown as written by “Deleted member” and no longer linked to you, because the answers in a conversation make no sense with the question torn out (our legitimate interest in keeping the forum readable for others). Delete any post you want gone before you delete your account, or ask us to.",
      handoversLabel: "Requests, handovers, thank-you notes and ratings:",
      handoversText:
        "until you delete your account. Then your requests are deleted; each handover stays for the other member as the record that an item was given or received, no longer linked to you and without its meeting point (a reservation still open is cancelled); notes and ratings you left stay with the member you thanked, no longer linked to you; and those left for you are deleted.",
      messagesLabel: "Messages between members:",
      messagesText:
        "{{years}} from when each was sent, or until either member deletes their account, if sooner.",
      notificationsLabel: "Notifications",
      notificationsText:
        "listed on your notifications page: {{days}} days from when each happened, or until you delete your account, if sooner. Your choices of how to be notified are kept until you change them or delete your account.",
      contactLabel: "Messages to us",
      contactText:
        "through the contact form: {{years}}, or, for messages you sent while signed in, until you delete your account, if sooner.",
      complaintsLabel: "Complaints and appeals",
      complaintsText:
        "through the complaints page: {{years}} from when each was sent, even if you delete your account (it is then no longer linked to it), as the record of how we handled it.",
      moderationLabel: "Reports and moderation decisions",
      moderationText:
        "(who decided what about which content or account, and why): {{years}}, the time in which a claim about a decision can be brought. A report no longer names you once you delete your account.",
      sessionsLabel: "Signed-in sessions",
      sessionsText:
        "(with their IP address): until you sign out, or {{days}} days after you last used them.",
      attemptsLabel: "Counters of repeated attempts",
      attemptsText:
        "(with an IP address, or your account for listings, messages and photos): {{hours}} hours after the last attempt.",
      logsLabel: "Request logs:",
      logsText: "{{days}} days.",
      paymentsLabel: "Payment and referral records:",
      paymentsText:
        "{{years}} from the payment, as tax law requires. If you delete your account before then, they are kept without any link to you.",
      automatic:
        "Our systems apply these periods automatically every night, so data is deleted within a day of its time running out. Request logs are deleted by our hosting provider.",
    },
    rights: {
      title: "Your rights",
      lead: "Under UK GDPR you have the right:",
      accessLabel: "to a copy of your data (access and portability):",
      accessBefore: "choose “Download my data” in your",
      accessAfter: " for a complete copy in a machine-readable file (JSON), or ask us;",
      rectificationLabel: "to have it corrected (rectification):",
      rectificationText:
        "change your password, forum name and email choices yourself, and ask us to correct anything else;",
      erasureLabel: "to have it deleted (erasure):",
      erasureBefore: "choose “Delete my account” in your",
      erasureAfter:
        ". Your account, profile, listings, photos and messages are deleted at once (forum posts stay, by “Deleted member”: see above), and any membership renewal is stopped with our payment provider before anything is deleted, so you are not charged again;",
      objectLabel: "to object",
      objectText: "to what we do on the basis of our legitimate interests, and",
      restrictLabel: "to restrict",
      restrictText: "how we use your data while a concern is looked at;",
      withdrawLabel: "to withdraw your consent",
      withdrawText: "to news emails at any time, on your",
      other: "To use a right we have not made a button for, contact us",
      otherAfter:
        ". It is free; we may need to confirm it is really you, and we reply within one month.",
    },
    cookies: {
      title: "Cookies",
      lead: "Glut uses only cookies it needs to work. We use no analytics or advertising cookies, and no one else’s tracking. The cookies are:",
      sessionText:
        " (and glut.dont_remember if you do not tick “Remember me”): keeps you signed in until you sign out; without “Remember me” only until you close your browser, with it for up to {{days}} days after your last visit.",
      consentText: ": remembers your cookie choice for a year.",
      languageText:
        ": remembers whether you chose English or Cymraeg (Welsh), for a year, so every page comes in that language.",
      and: "and",
      signupText:
        ": a copy in your browser of what you agreed to and your choice about news, for a year.",
      toastText:
        ": carries a one-off message (such as “Message Sent!”) to the next page, for a minute at most.",
      google:
        "While you sign in with Google, a short-lived cookie that protects the sign-in and ends with it.",
      review:
        "You can review your choice at any time through “Cookie settings” at the foot of every page.",
    },
    children: {
      title: "Children",
      text: "Glut is for people aged 16 and over, and everyone confirms their age when joining. If we learn that an account belongs to someone younger, we delete it. If you think a child has given us their data, please contact us",
    },
    security: {
      title: "Keeping your data safe",
      measures:
        "Glut is served over an encrypted (HTTPS) connection. Passwords are stored only as one-way hashes, access to our systems is limited to the people who need it, repeated attempts to guess passwords are limited, and the site sets strict browser security rules.",
      breach:
        "If something ever went wrong that put your data at risk, we would report it to the Information Commissioner’s Office within 72 hours where the law requires, and tell you without delay if it put your rights at high risk.",
    },
    complaints: {
      title: "Complaints and changes to this policy",
      unhappy: "If you are unhappy with how we have handled your data, please tell us first",
      ico: ", and we will do our best to put it right. You also have the right to complain to the Information Commissioner’s Office (ICO), the UK’s data protection regulator: at",
      phone: ", by phone on",
      post: ", or by post to Information Commissioner’s Office, Wycliffe House, Water Lane, Wilmslow, Cheshire SK9 5AF.",
      changes:
        "If we change this policy, we will update the date at the top of this page, and tell you by email before any change that affects how we use your data takes effect.",
    },
  },
};
