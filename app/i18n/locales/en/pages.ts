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
    shared: {
      title: "Shared through Glut",
      none: "Nothing has been collected through Glut across the UK yet in {{year}}.",
      sameMonth: "{{items}} collected through Glut across the UK in {{month}} {{year}}.",
      noneThisMonth:
        "{{items}} collected through Glut across the UK so far in {{year}}, none yet in {{month}}.",
      both: "{{items}} collected through Glut across the UK in {{month}}, {{yearCount}} so far in {{year}}.",
      items_one: "{{n}} item",
      items_other: "{{n}} items",
      beFirst: "Be the first:",
      shareLink: "share your garden surplus",
      beFirstAfter: ", and agree a pickup with whoever asks.",
      note: "Counted from the handovers members mark as collected, by UK calendar month and year.",
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
      // A card's words around the member's own (its name, town and lister stay as written).
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
  howItWorks: {
    title: "How Glut works: share, swap and stay safe",
    description:
      "Six steps from signing up to eating what a neighbour grew: what you can share on Glut, how collections and swaps work, and our community guidelines.",
    crumb: "How It Works",
    heading: "How Glut works",
    lead: "Glut puts growers with more than they can use in touch with neighbours who would love it. Here is how sharing works, from signing up to sitting down to eat.",
    join: "Join Glut",
    browse: "Browse produce",
    steps: {
      title: "Six steps to sharing",
      signUpTitle: "Sign up and create your profile",
      signUpText:
        "Join as a personal member for {{price}} a year, or register your organisation free. Add your town so people nearby can find what you share.",
      shareTitle: "Share from your garden",
      shareText:
        "List your surplus in a minute or two: a photo, what it is, where to collect it, and whether it is free or a swap.",
      browseTitle: "Browse and discover",
      browseText:
        "Search by town, by category or by type, or see what growers near you are giving away today.",
      connectTitle: "Connect and communicate",
      connectText:
        "Message the grower through Glut to ask questions and agree the details. We email you when a reply arrives.",
      arrangeTitle: "Arrange collection or swap",
      arrangeText:
        "Agree a time and a place: the allotment gate, the doorstep or somewhere public. A swap is whatever you both think fair.",
      enjoyTitle: "Grow and enjoy",
      enjoyText:
        "Cook it, preserve it or plant it on. Then plan next season with the planting calendar, and share your own surplus in turn.",
    },
    categories: {
      title: "What you can share",
      produceTitle: "Fresh produce",
      produceText:
        "Vegetables, fruit and herbs: the courgettes, beans, apples and plums that all ripen at once.",
      seedsTitle: "Seeds and bulbs",
      seedsText:
        "Seeds you have saved, spare packets, and bulbs and tubers lifted and divided in autumn.",
      seedlingsTitle: "Cuttings and seedlings",
      seedlingsText:
        "The tomato and chilli seedlings you sowed too many of, rooted cuttings and young plants ready to go out.",
      plantsTitle: "Flowers and plants",
      plantsText:
        "Divided perennials, self-sown seedlings, houseplant offsets and cut flowers from the garden.",
    },
    safety: {
      title: "Staying safe",
      meetTitle: "Meet somewhere sensible",
      meetText:
        "Collect in daylight, from a doorstep, an allotment gate or a public place. Let someone know where you are going.",
      checkTitle: "Check before you eat",
      checkText:
        "Wash produce before eating it, ask the grower about anything you are unsure of, and never eat a plant you cannot identify.",
      keepTitle: "Keep it on Glut",
      keepText:
        "Use Glut’s messages until you are happy to share other details, and tell us about anything that worries you.",
      notRight: "Something not right?",
      contact: "Contact us",
      lookInto: "and we will look into it.",
    },
    guidelines: {
      title: "Community guidelines",
      intro: "Glut works because members look out for each other. When you join, you agree to:",
      honest: "Describe what you share honestly, including its condition and when it was picked.",
      notSold:
        "Nothing is sold on Glut: listings are free or a swap, and personal accounts may not trade as a business.",
      turnUp: "Turn up when you said you would, or message in good time if plans change.",
      kind: "Be kind and patient with everyone, whatever their experience of growing.",
      invasive:
        "Do not share plants known to be invasive, such as Japanese knotweed, or anything you are unsure is safe.",
      markGone:
        "Mark a listing as swapped or unavailable once it has gone, so nobody makes a wasted trip.",
      moderators: "Our moderators may take down listings or posts that break these guidelines.",
    },
    ready: {
      title: "Ready to share your surplus?",
      text: "Join for {{price}} a year, or see what growers near you have to spare.",
    },
  },
};
