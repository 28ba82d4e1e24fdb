// The food-bank directory, a city's food banks and a food bank's own page, in English
// (decision 0098): the specification's words, word for word. Food banks' names, addresses and
// lists of needs are data, never here.
export default {
  trail: "Breadcrumb",
  breadcrumb: "Food Banks",
  directory: {
    title: "Find a Food Bank Near You",
    description:
      "Find food banks across the UK by town or city: what they need, what they have plenty of, and how to get help with a referral.",
    lead: "Food banks give emergency food to people who cannot afford it. Search for your town or city to find food banks nearby, what they need and how to reach them.",
    howTitle: "How to get help from a food bank",
    step: "Step {{number}}: ",
    steps: {
      referral: {
        title: "Get a referral",
        text: "Most food banks ask for a referral from someone who knows your situation: your GP, a social worker, Citizens Advice, your school or the council.",
      },
      find: {
        title: "Find your local food bank",
        text: "Search for your town or city below to see the food banks near you, how to contact them and when they are open.",
      },
      parcel: {
        title: "Receive your parcel",
        text: "Take your referral to the food bank for a parcel of about 3 days of emergency food, and fresh produce where it is available.",
      },
    },
    citiesTitle: "Food banks by city",
    citiesIntro: "UK towns and cities: the largest first, then every one by region.",
    largest: "The largest cities",
    everyCity: "Every town and city, by region",
    region: "{{region}} ({{number}})",
    cityLink: "Food banks in {{city}}",
    cityDetail: "{{county}} · population {{population}}",
    produceTitle: "Free fresh produce from local growers",
    produceText:
      "Gardeners and allotment holders near you give away their surplus fruit and vegetables on Glut, free to anyone who can collect.",
    findFreeFood: "Find free food",
    resultsTitle: "Cities matching “{{query}}”",
    noResults: "No cities found matching your search.",
  },
  regions: {
    northEast: "North East",
    northWest: "North West",
    yorkshire: "Yorkshire and The Humber",
    eastMidlands: "East Midlands",
    westMidlands: "West Midlands",
    eastOfEngland: "East of England",
    london: "London",
    southEast: "South East",
    southWest: "South West",
    wales: "Wales",
    scotland: "Scotland",
    northernIreland: "Northern Ireland",
  },
  search: {
    label: "Find food banks by city",
    inputLabel: "Your town or city",
    placeholder: "e.g. Leeds or West Yorkshire",
    suggestions: "Suggested cities",
    submit: "Find food banks",
    announceNone: "No matching cities.",
    announceOne: "{count} city suggested. Use the up and down arrows to choose.",
    announceOther: "{count} cities suggested. Use the up and down arrows to choose.",
  },
  city: {
    title: "Food Banks in {{city}}",
    description:
      "Food banks in and around {{city}}, {{county}}: what they need, what they have plenty of, how to contact them and how to get a referral.",
    intro:
      "Food banks in and around {{city}}, {{county}}, with what each one needs donated, what it has plenty of, and how to get in touch. If you need food, most food banks ask for a referral first: the emergency support below can help you get one.",
    listTitle: "Food banks near {{city}}",
    loading: "Loading food banks…",
    listed_one: "{{count}} food bank listed",
    listed_other: "{{count}} food banks listed",
    none: "No food banks currently listed for {{city}}. Contact local services or check back later.",
    mapLabel: "Map of the food banks listed below",
    nearbyTitle: "Food banks in nearby cities",
    produceTitle: "Free fresh produce in {{city}}",
    produceText:
      "Local gardeners and allotment holders give away their spare fruit and vegetables on Glut, free to anyone who can collect.",
    freeFood: "Free food in {{city}}",
    moreTitle: "More for {{city}}",
    gardenProduce: "Garden produce in {{city}}",
    communityGroups: "Community groups",
    loadError: "Could not fetch food banks",
    loadErrorText:
      "Something went wrong on our side while loading this list. The services above can still help you find a food bank.",
    tryAgain: "Try Again",
  },
  support: {
    title: "Support food banks in {{city}}",
    intro:
      "Food banks run on what their community gives. Each food bank’s card above shows what it needs most and links to its own website.",
    food: {
      title: "Donate food",
      text: "Give what a food bank is short of: check its ‘Currently Needed’ list and leave its ‘Well Stocked’ items for another time.",
      link: "See what is needed",
    },
    money: {
      title: "Make a donation",
      text: "Money lets a food bank buy whatever is running low. Give through the food bank’s own website.",
      link: "Find a food bank’s website",
    },
    volunteer: {
      title: "Volunteer",
      text: "Food banks need people to sort donations, pack parcels and welcome visitors. Ask your local food bank how to help.",
      link: "Contact a food bank",
    },
  },
  questions: {
    title: "Questions about food banks",
    referral: {
      question: "Do I need a referral?",
      answer:
        "Most food banks, including those in the Trussell network, ask for a referral (sometimes called a voucher) from someone who knows your situation: your GP, a health visitor, a social worker, Citizens Advice, your child’s school or the council. Some independent food banks welcome people without one, so if you cannot get a referral, contact the food bank and ask.",
    },
    receive: {
      question: "What will I receive?",
      answer:
        "Usually a parcel of about 3 days of emergency food: tins, dried food and long-life milk, planned to make balanced meals. Many food banks add fresh produce, toiletries or baby supplies when they have them, and can point you to help with the problem behind the crisis, such as benefits or debt.",
    },
    often: {
      question: "How often can I use a food bank?",
      answer:
        "Food banks are there for emergencies, and each one sets its own limits on how many parcels it can give. If you need help again, talk to the food bank or the person who referred you: they can help with longer-term support too.",
    },
    free: {
      question: "Is it free?",
      answer:
        "Yes. Food from a food bank is always free. Food banks are run by charities, churches and volunteers, and the food is given by people in your community.",
    },
  },
  credit: {
    before: "Food bank information comes from ",
    after:
      ", the UK charity that keeps the national public database of food banks. Opening times and needs change often: check with a food bank before you visit or donate.",
  },
  emergency: {
    title: "Need help right now?",
    dangerBefore: "If anyone is in immediate danger, call ",
    dangerAfter:
      ". For help with food, money or a referral to a food bank, these services are free:",
    callFree: "Call free on ",
  },
  contacts: {
    samaritans: {
      name: "Samaritans",
      description:
        "Someone to talk to, any time of the day or night, whatever you are going through.",
      linkText: "Samaritans website",
    },
    trussell: {
      name: "Trussell",
      description:
        "Trussell's food banks and its Help through Hardship helpline, run with Citizens Advice, help people in England and Wales who cannot afford essentials, including with a food bank referral.",
      linkText: "Trussell website",
    },
    citizensAdviceEngland: {
      name: "Citizens Advice (Adviceline)",
      description: "Free, confidential advice on benefits, debt, housing and work, in England.",
      linkText: "Citizens Advice website",
    },
    localCouncil: {
      name: "Your local council",
      description:
        "Many councils run a local welfare or household support scheme that can help with food and bills in an emergency.",
      linkText: "Find your local council",
    },
    citizensAdviceWales: {
      name: "Citizens Advice (Advicelink Cymru)",
      description: "Free, confidential advice on benefits, debt, housing and work, in Wales.",
      linkText: "Citizens Advice Cymru website",
    },
    discretionaryAssistanceFund: {
      name: "Discretionary Assistance Fund",
      description:
        "The Welsh Government's emergency payments for food, gas and electricity when you are in crisis.",
      linkText: "Discretionary Assistance Fund on GOV.WALES",
    },
    citizensAdviceScotland: {
      name: "Citizens Advice Scotland",
      description: "Free, confidential advice on benefits, debt, housing and work, in Scotland.",
      linkText: "Citizens Advice Scotland website",
    },
    scottishWelfareFund: {
      name: "Scottish Welfare Fund",
      description:
        "Crisis grants from your council when you cannot afford food or other essentials in an emergency.",
      linkText: "Scottish Welfare Fund on mygov.scot",
    },
    adviceNi: {
      name: "Advice NI",
      description: "Free, independent advice on benefits, debt and money in Northern Ireland.",
      linkText: "Advice NI website",
    },
    discretionarySupport: {
      name: "Discretionary Support",
      description:
        "Grants and interest-free loans for living expenses in an emergency, from the Department for Communities.",
      linkText: "Discretionary Support on nidirect",
    },
  },
  map: {
    show: "Show map",
    hide: "Hide map",
    loading: "Loading the map…",
    failed: "The map could not be loaded. Everything on it is in the list below.",
    foodBanksShownOne: "The map shows the {count} food bank listed below, at approximate places.",
    foodBanksShownOther:
      "The map shows the {count} food banks listed below, at approximate places.",
    foodBanksCluster: "{count} food banks here: zoom in",
    placesShownOne: "The map shows the {count} place listed below, at approximate places.",
    placesShownOther: "The map shows the {count} places listed below, at approximate places.",
    placesCluster: "{count} places here: zoom in",
  },
  saveNeeds: {
    title: "Search saved",
    saved_one:
      "{{count}} search saved for {{name}}'s needs: a daily email at 7am when growers nearby list them.",
    saved_other:
      "{{count}} searches saved for {{name}}'s needs: a daily email at 7am when growers nearby list them.",
    overLimit:
      "{{number}} more did not fit: You can save up to {{max}} searches. Delete one you no longer need to save this one.",
    limit: "You can save up to {{max}} searches. Delete one you no longer need to save this one.",
    foodBanksOnly:
      "Only approved food-bank organisations can save searches for a food bank's needs.",
    noNeedsToSave: "Nothing this food bank asks for is fresh produce that growers list.",
  },
  card: {
    verified: "Verified",
    alsoKnownAs: "Also known as {{name}}",
    address: "Address: ",
    phone: "Phone: ",
    email: "Email: ",
    needed: "Currently Needed",
    stocked: "Well Stocked",
    neededItems: " currently needed items",
    stockedItems: " well stocked items",
    more: "+{{number}} more",
    constituency: "Parliamentary constituency: {{constituency}}",
    visitWebsite: "Visit website",
    websiteOf: " of {{name}}",
  },
  foodBank: {
    description:
      "{{name}}: what it needs, what it has plenty of, how to contact it, and what growers near it are offering on Glut.",
    feedTitle: "{{name}}: what it needs",
    mapLabel: "Map of {{name}} and the growers near it listed on this page",
    growersTitle: "Growers near here",
    offering: "Growers near here are offering: {{items}}",
    offeredItems: "Offered items",
    away: "{{distance}} away",
    lessThanAMile: "less than a mile",
    aboutMiles_one: "about {{count}} mile",
    aboutMiles_other: "about {{count}} miles",
    noneNear:
      "No grower within {{miles}} miles is offering anything on this food bank’s list at the moment.",
    notProduce:
      "Nothing on this food bank’s list of needs is fresh produce a garden grows, so growers’ surplus cannot meet it; the items it asks for are best given through the food bank itself.",
    explainer:
      "These are members’ active listings within {{miles}} miles that match what the food bank asks for, from its public list of needs; listings of what it already has plenty of (its well-stocked items) are never counted for it. Glut never contacts a food bank on anyone’s behalf: growers who want to give should check with the food bank first that it can take fresh produce.",
    listSurplus: "List your surplus",
    saveIntro:
      "For your food bank: get one email each morning when growers within {{miles}} miles list something on this list.",
    saveButton: "Save searches for these needs",
    reuseTitle: "Follow and share these needs",
    feedLink: "Follow this food bank’s needs in a feed reader",
    reuseMiddle:
      " (Atom). Food banks can show what growers near them offer on their own website with ",
    widgetLink: "Glut’s widget and open data",
    reuseEnd: ".",
  },
  // The widget a food bank frames on its own site (decision 0096), in its own words: "us" is the
  // food bank.
  // A food bank's needs as an Atom feed (decision 0096); the title is foodBank.feedTitle.
  feed: {
    subtitle: "The food bank's list of needs, from Give Food, as shown on Glut.",
    rights: "Food bank data from {{source}} ({{url}}).",
    entryTitle: "{{name}}: needs as of {{date}}",
    needs: "Needs",
    plenty: "Has plenty of",
    noNeeds: "No needs listed at the moment.",
    from: "From {{source}} ({{url}}).",
  },
  widget: {
    title: "Growers near {{name}}",
    offering: "Growers near us are offering: {{items}}",
    none: "No grower within {{miles}} miles is offering anything on our list at the moment.",
    link: "See what growers offer on Glut",
  },
};
