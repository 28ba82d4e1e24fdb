import type { PaymentProvider as ProviderName } from "../membership.table";

export interface CheckoutRequest {
  userId: string;
  email: string;
  /** The provider's customer for this account, when one exists already (reused, not duplicated). */
  customerId: string | null;
  successUrl: string;
  cancelUrl: string;
}

export interface PortalRequest {
  userId: string;
  customerId: string;
  returnUrl: string;
}

/**
 * Where a member pays. Stripe in production; the local provider (a test payment page on the
 * site, no money moves) in the embedded default and the tests. Both hand what happened to the
 * same fulfilment code (fulfilment.server.ts), so everything after payment is identical.
 */
export interface PaymentProvider {
  name: ProviderName;
  /** Starts a yearly membership checkout; the browser is sent to the returned address. */
  createCheckout(request: CheckoutRequest): Promise<{ url: string }>;
  /** Where a member manages or cancels their membership. */
  createPortal(request: PortalRequest): Promise<{ url: string }>;
  /**
   * After the browser returns from checkout: read the checkout back from the provider and apply
   * it, so the member sees the result without waiting for the webhook.
   */
  confirmCheckout(checkoutId: string, userId: string): Promise<void>;
  /**
   * The member's account is being deleted: stop every future charge now and remove what the
   * provider holds about them as a customer. Throws when that cannot be done, so the account is
   * not deleted while a renewal could still be charged.
   */
  forgetCustomer(userId: string): Promise<void>;
}
