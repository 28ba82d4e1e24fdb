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
  route("community-partnership", "routes/community-partnership.tsx"),
  route("privacy", "routes/legal/privacy.tsx"),
  route("terms", "routes/legal/terms.tsx"),
  route("contact", "routes/contact.tsx"),
  // Outside the sign-in layout: a message sent after the session ended gets the contact's own
  // 'Authentication Required' answer (the page itself still asks for sign-in).
  route("listings/:id/contact", "routes/listings/contact.tsx"),
  layout("routes/accounts/require-user.tsx", [
    route("dashboard", "routes/accounts/dashboard.tsx"),
    route("membership/checkout", "routes/membership/checkout.ts"),
    route("membership/portal", "routes/membership/portal.ts"),
    route("membership/test-checkout/:id", "routes/membership/test-checkout.tsx"),
    route("membership/test-manage", "routes/membership/test-manage.tsx"),
    route("account", "routes/accounts/account-settings.tsx"),
    route("account/data", "routes/accounts/account-data.ts"),
    route("listings", "routes/listings/browse.tsx"),
    route("listings/:id", "routes/listings/detail.tsx"),
    route("create-listing", "routes/listings/create-listing.tsx"),
    route("messages", "routes/messages/inbox.tsx"),
    route("messages/:id", "routes/messages/conversation.tsx"),
  ]),
  route("robots.txt", "routes/robots.ts"),
  route("cookie-consent", "routes/consent/cookie-consent.ts"),
  route("cookie-settings", "routes/consent/cookie-settings.tsx"),
  route("*", "routes/not-found.tsx"),
] satisfies RouteConfig;
