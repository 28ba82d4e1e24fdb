import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";

// The whole URL table, in the order of the specification's route table. Each capability adds
// its routes here; anything unmatched falls through to the not-found page.
export default [
  index("routes/home/home.tsx"),
  route("login", "routes/accounts/login.tsx"),
  route("signup", "routes/accounts/signup.tsx"),
  route("logout", "routes/accounts/logout.ts"),
  route("forgot-password", "routes/accounts/forgot-password.tsx"),
  route("reset-password", "routes/accounts/reset-password.tsx"),
  route("api/auth/*", "routes/api/auth.ts"),
  route("api/stripe/webhook", "routes/api/stripe-webhook.ts"),
  route("how-it-works", "routes/about/how-it-works.tsx"),
  route("about", "routes/about/about.tsx"),
  route("allotments", "routes/places/allotments.tsx"),
  route("community-partnership", "routes/community-partnership.tsx"),
  route("community-groups", "routes/community/community-groups.tsx"),
  route("schools", "routes/community/schools.tsx"),
  route("locations", "routes/places/locations.tsx"),
  route("sitemap", "routes/places/sitemap.tsx"),
  route("city/:slug", "routes/places/city.tsx"),
  route("free-food", "routes/places/free-food-index.tsx"),
  route("free-food/:slug", "routes/places/free-food-city.tsx"),
  route("food-banks", "routes/food-banks/directory.tsx"),
  route("food-banks/:citySlug", "routes/food-banks/city.tsx"),
  route("food-bank/:sourceId", "routes/food-banks/food-bank.tsx"),
  route("privacy", "routes/legal/privacy.tsx"),
  route("terms", "routes/legal/terms.tsx"),
  route("contact", "routes/contact.tsx"),
  // Complaints and appeals: open to everyone, since a suspended member cannot sign in (0075).
  route("complaints", "routes/complaints/complaints.tsx"),
  // The forum: the index is public (categories and the members' teaser); the member pages check
  // the gate themselves, after an unknown category has had its 404.
  route("forum", "routes/forum/forum-index.tsx"),
  route("forum/category/:slug", "routes/forum/category.tsx"),
  route("forum/new-post", "routes/forum/new-post.tsx"),
  route("forum/post/:id", "routes/forum/post.tsx"),
  route("forum/post/:id/edit", "routes/forum/edit-post.tsx"),
  route("forum/reply/:id", "routes/forum/reply-link.ts"),
  route("forum/reply/:id/edit", "routes/forum/edit-reply.tsx"),
  route("forum/unsubscribe", "routes/forum/unsubscribe.tsx"),
  route("forum/email-settings", "routes/forum/email-settings.ts"),
  // Public reference views; the My Garden tab and its actions need a signed-in account.
  route("planting-calendar", "routes/planting/planting-calendar.tsx"),
  route("planting-calendar/feed/:file", "routes/planting/calendar-feed.ts"),
  // Open data (decision 0096): the read-only API, its description and page, feeds and widget.
  route("open-data", "routes/open-data/open-data-page.tsx"),
  route("api/v1/openapi.json", "routes/open-data/api-openapi.ts"),
  route("api/v1/food-banks", "routes/open-data/api-food-banks.ts"),
  route("api/v1/food-banks/:id", "routes/open-data/api-food-bank.ts"),
  route("api/v1/cities", "routes/open-data/api-cities.ts"),
  route("api/v1/allotment-councils", "routes/open-data/api-allotment-councils.ts"),
  route("api/v1/planting-calendar", "routes/open-data/api-planting-calendar.ts"),
  route("api/v1/sharing", "routes/open-data/api-sharing.ts"),
  route("food-bank/:sourceId/needs.atom", "routes/open-data/needs-feed.ts"),
  route("embed/food-bank/:sourceId", "routes/open-data/food-bank-widget.ts"),
  // Outside the sign-in layout: a message sent after the session ended gets the contact's own
  // 'Authentication Required' answer (the page itself still asks for sign-in).
  route("listings/:id/contact", "routes/listings/contact.tsx"),
  // Outside the sign-in layout: someone not signed in (a shared link, a crawler) gets the
  // listing's public preview; members get the listing (decision 0070).
  route("listings/:id", "routes/listings/detail.tsx"),
  // The expiry reminder's one-click link: signed, so it works without signing in (0047).
  route("listings/:id/still-available", "routes/listings/still-available.tsx"),
  // A saved search's one-click unsubscribe: signed, so it works without signing in (0049).
  route("saved-searches/unsubscribe", "routes/saved-searches/unsubscribe.tsx"),
  // New-message and reminder emails' one-click unsubscribe: signed, as above (0068).
  route("email/unsubscribe", "routes/email/unsubscribe.tsx"),
  route("email/settings", "routes/email/settings.ts"),
  // Web Push on this device, and the devices a member turned it on for (decision 0095). Outside
  // the sign-in layout: its action answers a lapsed session's subscribe with 401, not a redirect.
  route("account/push", "routes/accounts/push-devices.tsx"),
  // A signed-in tab's live events (issue 36); answers 401 itself rather than sending to sign-in.
  route("live", "routes/live/live.ts"),
  layout("routes/accounts/require-user.tsx", [
    route("dashboard", "routes/accounts/dashboard.tsx"),
    route("membership/checkout", "routes/membership/checkout.ts"),
    route("membership/portal", "routes/membership/portal.ts"),
    route("membership/test-checkout/:id", "routes/membership/test-checkout.tsx"),
    route("membership/test-manage", "routes/membership/test-manage.tsx"),
    route("account", "routes/accounts/account-settings.tsx"),
    route("account/data", "routes/accounts/account-data.ts"),
    // Notifications in one place, and how each kind reaches the member (decision 0093).
    route("account/notifications", "routes/notifications/preferences.tsx"),
    route("notifications", "routes/notifications/notifications.tsx"),
    route("listings", "routes/listings/browse.tsx"),
    // The Wanted tab of /listings, and a member's wanted posts (decision 0090).
    route("listings/wanted", "routes/listings/wanted.tsx"),
    route("wanted/new", "routes/wanted/new-wanted.tsx"),
    route("wanted/mine", "routes/wanted/my-wanted.tsx"),
    route("wanted/:id/edit", "routes/wanted/edit-wanted.tsx"),
    route("listings/:id/edit", "routes/listings/edit-listing.tsx"),
    route("create-listing", "routes/listings/create-listing.tsx"),
    route("my-listings", "routes/listings/my-listings.tsx"),
    route("saved-searches", "routes/saved-searches/saved-searches.tsx"),
    route("messages", "routes/messages/inbox.tsx"),
    route("messages/:id", "routes/messages/conversation.tsx"),
    // A reservation's pickup and collection, for its two people (decision 0088).
    route("handovers", "routes/handovers/handovers.tsx"),
    route("handovers/:id", "routes/handovers/handover.tsx"),
    // Members report listings, forum posts, messages and members (decision 0031).
    route("report", "routes/report.tsx"),
    // Members block members, and lift their blocks (decision 0074).
    route("block", "routes/blocking/block.tsx"),
    // Member profiles, and the thanks each side of a collected handover may leave (0089).
    route("members/:id", "routes/members/profile.tsx"),
    route("handovers/:id/thanks", "routes/handovers/thanks.tsx"),
  ]),
  // The admin area: one screen at three addresses (part 2 §2); each checks the role itself.
  route("admin", "routes/admin/admin-dashboard.tsx", { id: "admin" }),
  route("admin/dashboard", "routes/admin/admin-dashboard.tsx", { id: "admin-dashboard" }),
  route("admin/verifications", "routes/admin/admin-dashboard.tsx", { id: "admin-verifications" }),
  // Moderators and admins: the reports queue.
  route("admin/reports", "routes/admin/reports.tsx"),
  route("admin/complaints", "routes/admin/complaints.tsx"),
  // Moderators and admins: members their handovers flag for a look (decision 0089).
  route("admin/flagged-members", "routes/admin/flagged-members.tsx"),
  // Admins: emails given up on after a day of retries (decision 0077).
  route("admin/mail", "routes/admin/mail.tsx"),
  route("robots.txt", "routes/robots.ts"),
  route("sitemap.xml", "routes/places/sitemap-xml.ts"),
  route("places/suggest", "routes/places/place-suggestions.ts"),
  route("cookie-consent", "routes/consent/cookie-consent.ts"),
  route("cookie-settings", "routes/consent/cookie-settings.tsx"),
  // What the service worker shows when the network fails (public/sw.js, decision 0095).
  route("offline", "routes/pwa/offline.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
