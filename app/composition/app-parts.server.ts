import { createAuth } from "~/accounts/auth.server";
import { suspensionRefusal } from "~/admin/member-suspension.server";
import { configureFairShareLimits } from "~/handover/fair-share-limits.server";
import { createLiveHub } from "~/live/live-services.server";
import { createMembershipServices } from "~/membership/payments/payment-providers.server";
import type { AppParts } from "~/server/boot.server";
import type { AccountSteps, Domain } from "~/server/domain";
import type { ModerationTargets } from "~/server/moderation-target";
import type { AppServices, InfraServices } from "~/server/services.server";
import { configureNewcomerDays } from "~/trust/member-standing";
import { domains } from "./domains";

/** The domains' parts, gathered in the order the domains are listed. */
export function gatherParts(
  list: readonly Domain[],
): AppParts & { accountSteps: AccountSteps; moderationTargets: ModerationTargets } {
  const accountSteps: AccountSteps = {
    deletion: list.flatMap((domain) => (domain.accountDeletion ? [domain.accountDeletion] : [])),
    export: list.flatMap((domain) => domain.accountExport ?? []),
  };
  const moderationTargets: ModerationTargets = new Map(
    list.flatMap((domain) => domain.moderationTargets ?? []).map((target) => [target.kind, target]),
  );
  return {
    accountSteps,
    moderationTargets,
    referenceSeeders: list.flatMap((domain) => domain.referenceSeeders ?? []),
    demoSeeders: list.flatMap((domain) => domain.demoSeeders ?? []),
    jobs: (services) => list.flatMap((domain) => domain.jobs?.(services) ?? []),
    createServices(infra: InfraServices): AppServices {
      configureNewcomerDays(infra.env.NEWCOMER_DAYS);
      configureFairShareLimits({
        openReservations: infra.env.FAIR_SHARE_OPEN_RESERVATIONS,
        itemsPerWeek: infra.env.FAIR_SHARE_ITEMS_PER_WEEK,
      });
      return {
        ...infra,
        accountSteps,
        moderationTargets,
        ...createMembershipServices(infra),
        live: createLiveHub(),
        auth: createAuth({
          env: infra.env,
          db: infra.db,
          logger: infra.logger,
          sendEmail: infra.sendEmail,
          refuseSession: suspensionRefusal,
        }),
      };
    },
  };
}

/** Glut as booted: every domain's parts. */
export const appParts = gatherParts(domains);

/** The steps every account deletion and data export runs, for code outside a request. */
export const { accountSteps, moderationTargets } = appParts;
