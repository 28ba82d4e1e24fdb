import { accountsDomain } from "~/accounts/accounts.domain";
import { adminDomain } from "~/admin/admin.domain";
import { blockingDomain } from "~/blocking/blocking.domain";
import { complaintsDomain } from "~/complaints/complaints.domain";
import { contactDomain } from "~/contact/contact.domain";
import { demoDomain } from "~/demo/demo.domain";
import { emailPreferencesDomain } from "~/email-preferences/email-preferences.domain";
import { foodBanksDomain } from "~/food-banks/food-banks.domain";
import { forumDomain } from "~/forum/forum.domain";
import { handoverDomain } from "~/handover/handover.domain";
import { idempotencyDomain } from "~/idempotency/idempotency.domain";
import { listingsDomain } from "~/listings/listings.domain";
import { liveDomain } from "~/live/live.domain";
import { mapsDomain } from "~/maps/maps.domain";
import { membershipDomain } from "~/membership/membership.domain";
import { messagingDomain } from "~/messaging/messaging.domain";
import { notificationsDomain } from "~/notifications/notifications.domain";
import { openDataDomain } from "~/open-data/open-data.domain";
import { placesDomain } from "~/places/places.domain";
import { plantingDomain } from "~/planting/planting.domain";
import { pushDomain } from "~/push/push.domain";
import { savedSearchesDomain } from "~/saved-searches/saved-searches.domain";
import type { Domain } from "~/server/domain";
import { trustDomain } from "~/trust/trust.domain";
import { wantedDomain } from "~/wanted/wanted.domain";

/**
 * Every domain of Glut, once. A new domain is a folder with its descriptor and one line here.
 * In order: demo seeders run in this order (listings need their members), and so do the
 * account-deletion steps.
 */
export const domains: readonly Domain[] = [
  accountsDomain,
  emailPreferencesDomain,
  notificationsDomain,
  membershipDomain,
  placesDomain,
  foodBanksDomain,
  contactDomain,
  listingsDomain,
  savedSearchesDomain,
  wantedDomain,
  blockingDomain,
  messagingDomain,
  handoverDomain,
  forumDomain,
  plantingDomain,
  trustDomain,
  adminDomain,
  complaintsDomain,
  demoDomain,
  idempotencyDomain,
  pushDomain,
  openDataDomain,
  mapsDomain,
  liveDomain,
];
