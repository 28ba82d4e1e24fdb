// The lister's side of listings in English (decision 0098): the create and edit form, its checks
// and answers, /my-listings and its cards, and the still-available page. The categories and types
// are the shared `listings` namespace's. The specification's words, word for word.
export default {
  /** The member gate's reasons: creating (the specification's words, §8), and managing. */
  gate: {
    create: "You need an active subscription to create listings.",
    personal: "Managing your listings needs an active membership.",
    organisation: "Managing your listings needs an active membership or a verified organisation.",
  },
  forms: {
    nameRequired: "Please enter a name for your listing.",
    nameTooLong: "Name must be at most {{max}} characters.",
    categoryRequired: "Please choose a category.",
    // The specification's wording, word for word.
    type: "Please select a valid listing type (Free or Swap).",
    locationRequired: "Please enter a location.",
    locationUnknown: "Choose a UK town or the first part of a postcode, like LS6 or BN1.",
    locationTooLong: "Location must be at most {{max}} characters.",
    quantityTooLong: "Quantity must be at most {{max}} characters.",
    descriptionTooLong: "Description must be at most {{max}} characters.",
    realDate: "Enter a real date, like 2026-07-14.",
    availableUntilPast: "Choose today or a later day, or leave it empty.",
    emailFirst: "Please confirm your email address first.",
    photosAgain:
      "Your photos were not saved: browsers cannot send them twice, so please choose them again.",
    missingTitle: "Missing Information",
    missing: "Please fill in all required fields: {{fields}}.",
    // The specification's network message (§8), word for word.
    network: "Network connection failed. Please check your internet connection and try again.",
    unexpected: "An unexpected error occurred. Please try again.",
    limitReached: "Limit reached",
    validationError: "Validation Error",
    // A save whose commit is unknown (decision 0078): where to look before sending it again.
    unknownOutcomeCreate:
      "We could not confirm whether your listing was saved. Check My Listings before sending it again.",
    unknownOutcomeEdit:
      "We could not confirm whether your change was saved. Check the listing before sending it again.",
  },
  fields: {
    name: "Name",
    category: "Category",
    type: "Type",
    location: "Location",
    quantity: "Quantity",
    harvestDate: "Available from",
    availableUntil: "Available until",
    description: "Description",
  },
  form: {
    emailFirstText:
      "You can list produce once you have confirmed your email address. Use the link we sent you, or",
    emailFirstLink: "send a new confirmation email from your dashboard",
    after: ".",
    yourListing: "Your listing",
    optional: "{{label}} (optional)",
    nameHint: "e.g. Courgettes",
    chooseCategory: "Choose a category",
    locationHint:
      "A UK town or the first part of your postcode, e.g. Leeds or LS6. No street address.",
    quantityHint: "e.g. 2 kg, a carrier bag, 6 plants",
    harvestDateHint: "The day it is ready to collect.",
    availableUntilHint: "The last day to collect. Fresh produce: a week unless you change it.",
    descriptionHint: "Variety, how it was grown, when to collect.",
    fillIn: "Fill in the name, type, category and location to continue.",
    giveAway: "Give it away",
    trade: "Trade for something",
    uploadProgress: "Upload progress",
    uploading: "Uploading: {{percent}}%",
    saving: "Uploaded: 100%. Saving your listing…",
  },
  photos: {
    label: "Photos (optional, up to {{max}})",
    hint: "JPEG, PNG, WebP, AVIF or GIF, up to 10 MB each. The first photo is the cover.",
    hintMore:
      "Add photos here: JPEG, PNG, WebP, AVIF or GIF, up to 10 MB each. The first photo is the cover.",
    chosen: "Chosen photos",
    preview: "Preview {{index}}: {{file}}",
    earlier: "Move photo {{index}} earlier",
    remove: "Remove photo {{index}}",
    later: "Move photo {{index}} later",
    current: "Current photos",
    currentHint: "Tick a photo to remove it when you save. New photos are added after these.",
    view: "{{name}}, view {{index}}",
    /** A refused upload (specification §8 where it words them; our own words for the rest). */
    refusals: {
      uploadFailedTitle: "Upload failed",
      uploadFailed: "Failed to upload image. Please try again.",
      tooManyTitle: "Too many images",
      tooMany: "You can only upload up to {{max}} images.",
      notAnImage:
        "{{file}} is not a photo we can use. Please choose a JPEG, PNG, WebP, AVIF or GIF image.",
      heic: "{{file}} is a HEIC photo, which we cannot read yet. Please choose a JPEG, PNG, WebP, AVIF or GIF image.",
      tooLarge: "{{file}} is larger than 10 MB. Please choose a smaller photo.",
      tooManyPixels:
        "{{file}} is larger than {{size}}, the most we can process in one photo. Please choose a smaller photo, or your camera's standard size.",
      requestPixels:
        "Together these photos are larger than {{size}}, the most we process at once. Please send fewer or smaller photos.",
      storageFull:
        "We could not save your photos: the server's storage is full. Please try again later.",
      storageUnavailable:
        "We could not save your photos: the server's storage is not taking files at the moment. Please try again later.",
      hourlyPixels:
        "You have sent more than {{max}} megapixels of photos in the last hour, the most we process for one member. You can send more {{when}}, or choose smaller photos.",
      later: "later",
      /** In place of a file's name when the browser sent none; starts a sentence in English. */
      unnamed: "One of your files",
      megapixels: "{{value}} megapixels",
    },
  },
  create: {
    title: "Share From Your Garden",
    description: "List your surplus produce for neighbours to collect, free or as a swap.",
    intro: "List what you have spare. Neighbours nearby can ask for it, free or as a swap.",
    submit: "Create listing",
    submitting: "Creating your listing…",
    createdTitle: "Listing created",
    createdText: "Your produce is now listed for neighbours to find.",
  },
  edit: {
    title: "Edit {{name}}",
    description: "Change your listing: its details and its photos.",
    back: "Back to the listing",
    heading: "Edit your listing",
    intro: "Change the details or the photos of “{{name}}”. Neighbours see the changes at once.",
    submit: "Save changes",
    submitting: "Saving your changes…",
    updatedTitle: "Listing updated",
    updatedText: "Your changes are saved.",
  },
  preview: {
    joinTitle: "Join to contact",
    joinText:
      "Members of Glut see the whole listing and can message the grower to arrange a collection or a swap.",
    signIn: "Sign in",
  },
  page: {
    title: "My Listings",
    intro: "Everything you have listed, newest first.",
    create: "Create a listing",
    count_one: "{{count}} listing",
    count_other: "{{count}} listings",
    emptyTitle: "You have not listed anything yet",
    emptyText:
      "Got spare seedlings or a glut of tomatoes? List them in under a minute, free or to swap.",
    share: "Share Your Garden",
    loading: "Loading your listings…",
    failureText: "Check your connection and try again. Your listings are safe.",
  },
  // The specification's my-listings messages (§8), word for word.
  messages: {
    fetchFailed: "Failed to fetch your listings",
    updateFailed: "Failed to update listing",
    deleteFailed: "Failed to delete listing",
    renewFailed: "Failed to renew listing",
    badRequest: "That change could not be made. Please reload the page and try again.",
    tryAgain: "Please try again in a moment.",
    renewed: "Listing renewed: {{until}}",
    deleted: "Listing deleted successfully",
  },
  // The listing services' refusals (the specification's words, §8, where it has them).
  refusals: {
    duplicate: "A listing with this information already exists.",
    invalidData: "Invalid data provided. Please check all fields and try again.",
    userError: "User authentication error. Please refresh the page and try again.",
    notFound: "Listing not found",
    forbidden: "You can only change your own listings.",
    transition: "A listing that is {{from}} cannot be marked as {{to}}.",
    /** A status inside `transition`, as the code names it. */
    state: {
      active: "active",
      swapped: "swapped",
      completed: "completed",
      unavailable: "unavailable",
    },
    fewerShares:
      "{{taken}} people already have a share of this, so it cannot be shared among fewer than {{taken}}.",
  },
  statuses: {
    active: "Active",
    swapped: "Swapped",
    completed: "Completed",
    unavailable: "Unavailable",
  },
  // The status buttons and their toasts say the status in lower case, as the specification does.
  mark: {
    active: "Mark as active",
    swapped: "Mark as swapped",
    completed: "Mark as completed",
    unavailable: "Mark as unavailable",
  },
  marked: {
    active: "Listing marked as active",
    swapped: "Listing marked as swapped",
    completed: "Listing marked as completed",
    unavailable: "Listing marked as unavailable",
  },
  card: {
    status: "Status: ",
    expired: "Expired",
    expiredUntil: "Expired: it was available until {{date}}. Renew it to list it again.",
    hidden: "Hidden by a moderator:",
    view: "View",
    edit: "Edit",
    renewForm: "Renew {{name}}",
    renew: "Renew",
    renewFor: "for a week",
    statusForm: "Status of {{name}}",
    deleteTitle: "Delete this listing?",
    deleteText: "“{{name}}” and its photos will be removed for good. This cannot be undone.",
    deleteTextPanel: "It and its photos will be removed for good. This cannot be undone.",
    delete: "Delete",
    confirm: "Delete “{{name}}”?",
    cancel: "Cancel",
    deleting: "Deleting…",
    deleteForGood: "Delete for good",
  },
  summary: {
    text: "What you have shared on Glut.",
    manage: "Manage my listings",
  },
  stillAvailable: {
    title: "Still available",
    description: "Keep your listing on Glut for another week.",
    invalid:
      "This link is not valid, or the listing can no longer be extended. You can renew your listings from",
    doneUntil:
      "Done: “{{name}}” stays listed until {{date}}. Thank you for keeping it up to date. See it in",
    done: "Done: “{{name}}” stays listed. Thank you for keeping it up to date. See it in",
    ask: "Is “{{name}}” still available? Keep it listed for another week.",
    yes: "Yes, it is still available",
  },
};
