// Listings' shared words in English (decision 0098): the categories and types members choose
// from, and a listing card's own words around the member's (its name, town and lister stay as
// written). The pages that show a listing, the emails that describe one and the forms that make one
// all take these from here; then the seeker's pages: /listings with its filters, map and save
// form, a listing's page and its contact form. The specification's words, word for word.
export default {
  /** The member gate's reason on browse, wanted posts and a listing's page. */
  gate: {
    personal: "Browsing listings needs an active membership.",
    organisation: "Browsing listings needs an active membership or a verified organisation.",
  },
  categories: {
    Vegetables: "Vegetables",
    Fruits: "Fruits",
    Herbs: "Herbs",
    Seedlings: "Seedlings & Plants",
    Seeds: "Seeds",
    Other: "Other",
  },
  types: {
    Free: "Free",
    Swap: "Swap",
  },
  card: {
    example: "Example",
    reserved: "Reserved",
    listedBy: "Listed by {{name}}",
    today: "Today",
    daysAgo_one: "{{count}} day ago",
    daysAgo_other: "{{count}} days ago",
    weeksAgo_one: "{{count}} week ago",
    weeksAgo_other: "{{count}} weeks ago",
    availableUntil: "Available until {{date}}",
    lessThanAMile: "less than a mile away",
    aboutMiles_one: "about {{count}} mile away",
    aboutMiles_other: "about {{count}} miles away",
  },
  statuses: {
    active: "Active",
    swapped: "Swapped",
    completed: "Completed",
    unavailable: "Unavailable",
  },
  // The map beside a list of listings (decision 0097): the browse page's and the place pages'.
  map: {
    show: "Show map",
    hide: "Hide map",
    loading: "Loading the map…",
    shownOne: "The map shows the {count} listing listed below, at approximate places.",
    shownOther: "The map shows the {count} listings listed below, at approximate places.",
    failed: "The map could not be loaded. Everything on it is in the list below.",
    cluster: "{count} listings here: zoom in",
    label: "Map of the listings listed below",
  },
  browse: {
    description:
      "Fresh produce, seeds, cuttings, seedlings and plants that growers near you are giving away or swapping.",
    lead: "Produce, seeds and plants that growers are giving away or swapping.",
    share: "Share Your Garden",
    unknownPlace:
      "We could not find a UK town or postcode district called “{{place}}”, so these are listings whose location mentions it. For a distance search, try a town or the first part of a postcode, like LS6.",
    loading: "Loading listings…",
    found_one: "Found {{n}} garden swap",
    found_other: "Found {{n}} garden swaps",
    foundAtLeast: "Found {{n}}+ garden swaps",
    empty: {
      title: "No listings found",
      filtered:
        "Nothing matches these filters yet. Try a wider search, or share something yourself.",
      none: "Nobody has shared anything yet. Got spare seedlings or a glut of tomatoes? Be the first to list them.",
      create: "Create a listing",
      clear: "Clear all filters",
    },
    error: {
      failed: "Failed to fetch listings. Please try again.",
      misconfigured: "Database configuration error. Please contact support.",
    },
  },
  // The filters of /listings' two tabs, their tabs and their paging.
  filter: {
    label: "Filter listings",
    search: "Search",
    searchPlaceholder: "e.g. tomatoes",
    location: "Location",
    locationPlaceholder: "Town or LS6",
    within: "Within",
    miles_one: "{{count}} mile",
    miles_other: "{{count}} miles",
    category: "Category",
    type: "Type",
    all: "All",
    apply: "Apply",
    reset: "Reset",
    nearMe: "Near me",
    finding: "Finding where you are…",
    noPosition: "Your browser did not share your location. Type a town or postcode instead.",
  },
  tabs: {
    label: "Offered or wanted",
    offered: "Offered",
    wanted: "Wanted",
  },
  paging: {
    label: "Pagination",
    previous: "Previous",
    next: "Next",
    page: "Page {{page}}",
    pageOf: "Page {{page}} of {{count}}",
  },
  // 'Save this search' under the filters; how often and the way to the list are `alerts`' words.
  save: {
    title: "Email me new matches",
    howOften: "How often",
    submit: "Save this search",
  },
  detail: {
    // Food banks within 10 miles whose needs the listing meets, shown to its owner (decision 0050).
    foodBanksNeeding: {
      title_one: "A food bank near you needs this",
      title_other: "Food banks near you need this",
      asksFor: "<0>{{name}}</0> asks for {{items}}: they are {{distance}} from you.",
      source:
        "From each food bank’s public list of needs. Glut has not told them about your listing: if you would like to give, contact them first to check they can take fresh produce.",
    },
    metaDescription: "{{type}}: {{category}} in {{location}}, shared on Glut.",
    previewDescription:
      "{{type}}: {{category}} in {{location}}, shared on Glut. Join to contact the grower.",
    photoOf: "Photo of {{name}}",
    listedBy: "Listed by ",
    description: "Description",
    noDescription: "No description given.",
    edit: "Edit",
    manage: "Manage",
    quantity: "Quantity",
    availableFrom: "Available from",
    availableUntil: "Available until",
    noPhotos: "No photos yet",
    morePhotos: "More photos",
    view: "{{name}}, view {{n}}",
    close: "Close",
    hiddenTitle: "Hidden by a moderator",
    hidden: "Only you can see this listing. The reason given: {{reason}}",
    expiredTitle: "This listing has expired",
    expiredOwner:
      "It was available until {{date}}, so it no longer shows in any list. Still got it? Renew it from ",
    myListings: "My Listings",
    expiredOwnerEnd: ".",
    expiredOther: "It was available until {{date}}, so {{name}} may no longer have it.",
    demo: "An example listing, part of the demo that shows how Glut works. Its lister is not a real member, so there is nothing to collect and no one to message.",
    expiredNoMessages: "This listing has expired, so {{name}} is not taking new messages about it.",
    closed: {
      swapped: "This listing is swapped, so {{name}} is not taking new messages about it.",
      completed: "This listing is completed, so {{name}} is not taking new messages about it.",
      unavailable: "This listing is unavailable, so {{name}} is not taking new messages about it.",
    },
    messaged: "You have messaged {{name}} about this. ",
    viewConversation: "View your conversation",
    reportListing: "Report this listing",
    reportListingText:
      "Tell a moderator what is wrong with “{{listing}}”. {{name}} is not told who reported it.",
    reportMemberText: "Tell a moderator about {{name}}. They are not told who reported them.",
    block: "Block {{name}}",
    blockTitle: "Block {{name}}?",
    blockText: "Blocking stops messages both ways.",
  },
  // The Contact dialog and its page; the form's errors are the `messages` namespace's.
  contact: {
    label: "Contact {{name}}",
    about: "About “{{listing}}”",
    dialogText:
      "About “{{listing}}”. They will get your message by email and can reply to you here on Glut; your email address is not shared.",
    message: "Your message",
    placeholder: "Say hello, ask about the produce and suggest when you could collect.",
    send: "Send message",
    back: "Back to the listing",
    title: "Contact about {{listing}}",
    description: "Send a message to the person sharing this produce.",
    authTitle: "Authentication Required",
    auth: "Please log in to contact the seller.",
    sentTitle: "Message Sent!",
    sent: "The lister will be notified by email.",
  },
};
