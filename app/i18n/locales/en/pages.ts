// The public pages in English: home, about and how it works (decision 0098). Word for word as
// the pages said before the catalogues.
export default {
  home: {
    title: "Glut – share your garden surplus with neighbours across the UK",
    description:
      "Give away or swap spare produce, seeds, cuttings, seedlings and plants with growers near you. {{price}} a year for members; free for food banks, schools and community groups.",
    hero: {
      title: "Too many courgettes? Share them with your neighbours.",
      lead: "Glut is the UK community for gardeners and allotment holders to give away or swap their surplus: fresh produce, seeds, cuttings, seedlings and plants.",
      findProduce: "Find Produce",
      shareGarden: "Share Your Garden",
    },
    membership: {
      personal: "Personal membership: {{price}} a year",
      personalText:
        "One pound a year keeps Glut safe and genuine: every member is a real person, and the money pays for the site’s upkeep. No adverts, no selling, nothing else to pay.",
      join: "Join for {{price}} a year",
      organisations: "Free for organisations",
      organisationsText:
        "Food banks, schools, community groups, religious bodies and charities join free once we have verified them, usually within 1-2 business days.",
      registerOrganisation: "Register your organisation",
    },
    partnership: {
      title: "Organisations earn {{amount}} for every member they bring",
      text: "Share your referral code with your members and supporters. Every person who joins with it earns your group {{amount}}, paid monthly. Free to join, no cap.",
      howItWorks: "How the partnership works",
      signUpGroup: "Sign up your group",
    },
    calendar: {
      title: "What should you sow this month?",
      text: "Our UK planting calendar tells you what to sow under cover, sow outside and plant out each month, with a tracker for everything you have in the ground.",
      open: "Open the planting calendar",
    },
    cities: {
      title: "Growing near you",
      text: "Find growers and free produce in the UK’s biggest cities.",
      viewAll: "View all locations",
    },
    how: {
      title: "How Glut works",
      shareTitle: "Share your surplus",
      shareText:
        "A glut of courgettes, spare seedlings, a tray of cuttings? List them in under a minute, free or to swap.",
      findTitle: "Find what’s nearby",
      findText:
        "Browse what growers near you have to spare, by town, by type, or just what’s free today.",
      meetTitle: "Meet and swap",
      meetText:
        "Message the grower, agree a time, and collect from the allotment gate or the doorstep.",
    },
    fresh: {
      title: "Freshly Listed",
      seeEverything: "See everything listed",
      failed: "The newest listings could not be loaded just now.",
      failedBrowse: "Browse all listings",
      failedAfter: "instead.",
      emptyTitle: "No Produce Listed Yet",
      emptyText:
        "Nobody has shared anything yet. Got spare seedlings or a glut of tomatoes? Be the first to list them.",
      share: "Share Your Garden",
    },
    features: {
      title: "Everything for growers and neighbours",
      browseTitle: "Browse produce",
      browseText: "Everything members are sharing right now.",
      calendarTitle: "Planting calendar",
      calendarText: "What to sow and plant this month in the UK.",
      howTitle: "How it works",
      howText: "Sharing, swapping and staying safe, step by step.",
      freeFoodTitle: "Free food",
      freeFoodText: "Free produce in your city, given by local growers.",
      groupsTitle: "Community groups",
      groupsText: "Groups and organisations sharing near you.",
      allotmentsTitle: "Allotments",
      allotmentsText: "How to apply for a plot with your council.",
      foodBanksTitle: "Food banks",
      foodBanksText: "Find a food bank and what it needs this week.",
    },
    closing: {
      title: "Don’t let your surplus go to waste",
      text: "Someone near you would love what you can’t eat. List it today, or see what’s on offer.",
      share: "Share Your Garden",
      browse: "Browse Produce",
      freeFood: "Find Free Food",
    },
  },
  breadcrumb: { label: "Breadcrumb", home: "Home" },
  about: {
    title: "About Glut: home-grown food, shared with neighbours",
    description:
      "Why Glut exists, what it is for, and how it is paid for: a UK community for sharing garden and allotment surplus, free or as a swap.",
    crumb: "About Glut",
    heading: "About Glut",
    lead: "Glut is a UK community where gardeners and allotment holders give away or swap what they grow: fresh produce, seeds, cuttings, seedlings and plants.",
    story: {
      title: "Our story",
      feeling:
        "Anyone who grows their own knows the feeling. For months you wait, then everything ripens in the same fortnight: a glut of courgettes, more runner beans than you can pick, a tree bending under its plums. You give some to friends, freeze some, and the rest too often ends up on the compost heap.",
      meanwhile:
        "Meanwhile, a few streets away, someone would love a bag of fresh beans, a handful of tomato seedlings or a cutting from your best rose. They just have no way of knowing it is there.",
      missingLink:
        "Glut is the missing link: one place to say “I have too much” and “I’d love some”.",
    },
    mission: {
      title: "Our mission",
      text: "To make sharing home-grown food and plants as easy as putting them on the doorstep, so less goes to waste and more people eat fresh, local food.",
      paying:
        "Personal members pay {{price}} a year. That keeps every account a real person and pays for running the site. There are no adverts and nothing is sold on Glut: everything is free or a swap. Food banks, schools, community groups, charities and other organisations join free once we have verified them.",
    },
    benefits: {
      title: "Why share on Glut",
      lessWasteTitle: "Less food wasted",
      lessWasteText:
        "Surplus that would have gone on the compost heap feeds someone nearby instead.",
      freshFoodTitle: "Fresh food for more people",
      freshFoodText:
        "Free listings mean anyone can enjoy fresh, local fruit and vegetables, whatever their budget.",
      neighboursTitle: "Neighbours who know each other",
      neighboursText:
        "A bag of beans at the door is a good start to a conversation, and often a friendship.",
      swapsTitle: "Swaps that save money",
      swapsText: "Trade spare seeds, cuttings and seedlings instead of buying new each spring.",
      groupsTitle: "Support for local groups",
      groupsText:
        "Food banks, schools and community groups join free and earn from every member they bring.",
      growingTitle: "Better growing, together",
      growingText: "A UK planting calendar and a members’ forum help you get more from every plot.",
    },
    join: {
      title: "Join the community",
      text: "Got more than you can eat, or hoping to find some fresh produce nearby? There is a place for you on Glut.",
      signUp: "Sign up",
      howItWorks: "How it works",
    },
  },
};
