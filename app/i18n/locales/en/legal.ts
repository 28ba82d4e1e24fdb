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
};
