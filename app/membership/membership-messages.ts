// The specification's subscription messages, word for word.
export const membershipMessages = {
  checkoutFailed: "Failed to start checkout process. Please try again.",
  checkFailed: "Failed to check subscription status. Please try again.",
  portalFailed: "Failed to open subscription management. Please try again.",
  success: "Subscription successful!",
  cancelled: "Subscription cancelled",
} as const;
