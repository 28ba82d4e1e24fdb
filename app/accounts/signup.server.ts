import { randomUUID } from "node:crypto";
import type { Language } from "~/i18n/languages";
import { databaseErrorCode, SQLSTATE } from "~/server/db/database-error-code";
import { emailLanguage } from "~/server/email/email-language.server";
import type { AppServices } from "~/server/services.server";
import {
  marketingConsents,
  organizationVerifications,
  profiles,
  signupConsents,
} from "./accounts.table";
import { accounts, users } from "./auth.table";
import {
  VerificationConfirmationEmail,
  VerificationNotAcceptedEmail,
} from "./emails/verification-confirmation-email";
import { checkRegistrationNumber, type RegistrationNumberCheck } from "./registration-number";
import type { SignupReferrals } from "./signup-referrals";
import { type SignupInput, signupMessages } from "./signup-schema";

/** better-auth's own wording for a taken address, which the specification says to show. */
export const EMAIL_TAKEN_MESSAGE = "User already exists. Use another email.";

export type SignupResult =
  | { ok: true; userId: string }
  | { ok: false; fieldErrors: Partial<Record<keyof SignupInput, string[]>> };

/** The username a profile starts with: the one given, else the part of the email before the @. */
export function defaultUsername(username: string | undefined, email: string): string {
  const given = username?.trim();
  if (given) return given;
  return email.split("@")[0] ?? email;
}

/**
 * Creates an account: the user, their password credential, profile, consent record and, for an
 * organisation, its referral code (through `referrals`) and verification application, all in
 * one transaction. The verification row sits in a savepoint: if it cannot be recorded, that is
 * logged and the sign-up still succeeds. Emails go out after the commit.
 */
export async function signUp(
  services: Pick<AppServices, "db" | "auth" | "logger" | "env" | "sendEmail">,
  input: SignupInput & {
    /** The language the visitor joined in: their pages and emails from now on (decision 0098). */
    language?: Language;
  },
  referrals?: SignupReferrals,
): Promise<SignupResult> {
  const { db, auth, logger } = services;
  const isOrganization = input.accountType === "organization";

  let referralCodeId: string | null = null;
  if (!isOrganization && input.referralCode) {
    referralCodeId = (await referrals?.findCodeId(db, input.referralCode)) ?? null;
    if (!referralCodeId) {
      return { ok: false, fieldErrors: { referralCode: [signupMessages.referralCode] } };
    }
  }

  const authContext = await auth.$context;
  const passwordHash = await authContext.password.hash(input.password);
  const userId = randomUUID();
  const now = new Date();
  const check =
    isOrganization && input.organizationType
      ? checkRegistrationNumber(input.registrationNumber, input.organizationType)
      : null;

  try {
    await db.transaction(async (tx) => {
      await tx.insert(users).values({
        id: userId,
        name: defaultUsername(input.username, input.email),
        email: input.email,
        emailVerified: false,
        createdAt: now,
        updatedAt: now,
      });
      await tx.insert(accounts).values({
        id: randomUUID(),
        accountId: userId,
        providerId: "credential",
        userId,
        password: passwordHash,
        createdAt: now,
        updatedAt: now,
      });
      const username = defaultUsername(input.username, input.email);
      await tx.insert(profiles).values({
        id: userId,
        username,
        forumUsername: username,
        location: input.location ?? null,
        isOrganization,
        organizationName: isOrganization ? (input.organizationName ?? null) : null,
        organizationType: isOrganization ? (input.organizationType ?? null) : null,
        language: input.language ?? null,
        createdAt: now,
        lastSeenAt: now,
      });
      await tx.insert(signupConsents).values({
        userId,
        termsAccepted: input.termsAccepted === true,
        privacyAccepted: input.privacyAccepted === true,
        ageConfirmed: input.ageConfirmed === true,
        marketingConsent: input.marketingConsent === true,
        acceptedAt: now,
      });
      await tx.insert(marketingConsents).values({
        userId,
        consent: input.marketingConsent === true,
        recordedAt: now,
      });
      if (referralCodeId && referrals) {
        const counted = await referrals.recordJoinedWith(tx, userId, referralCodeId);
        if (!counted)
          logger.info({ userId }, "sign-up code of an unverified organisation: not credited");
      }
      if (isOrganization && referrals) {
        await referrals.giveOrganisationCode(tx, userId, input.organizationName ?? username);
      }
      if (check && input.organizationName && input.organizationType) {
        const application = {
          userId,
          organizationName: input.organizationName,
          organizationType: input.organizationType,
          registrationNumber: check.normalized,
          verificationStatus: check.status,
          verificationDetails: check.details,
          verificationSource: "signup",
          submittedAt: now,
        };
        try {
          await tx.transaction(async (savepoint) => {
            await savepoint.insert(organizationVerifications).values(application);
          });
        } catch (error) {
          logger.error({ err: error, userId }, "Error processing organization verification");
        }
      }
    });
  } catch (error) {
    if (isUniqueViolation(error)) {
      return { ok: false, fieldErrors: { email: [EMAIL_TAKEN_MESSAGE] } };
    }
    throw error;
  }

  await sendSignupEmails(services, input, check, input.language ?? "en");
  return { ok: true, userId };
}

async function sendSignupEmails(
  services: Pick<AppServices, "auth" | "logger" | "env" | "sendEmail">,
  input: SignupInput,
  check: RegistrationNumberCheck | null,
  language: Language,
) {
  try {
    await services.auth.api.sendVerificationEmail({
      body: { email: input.email, callbackURL: "/dashboard?verified=1" },
    });
  } catch (error) {
    services.logger.error({ err: error }, "could not send the email verification message");
  }
  if (
    input.accountType === "organization" &&
    input.organizationName &&
    input.organizationType &&
    check
  ) {
    const words = emailLanguage(language);
    const organisation = input.organizationName;
    const request = {
      ...words,
      appUrl: services.env.APP_URL,
      organizationName: input.organizationName,
      organizationType: input.organizationType,
      registrationNumber: check.normalized,
    };
    // "We have received your request" only for a request that waits for review; one the format
    // check has already failed gets what the dashboard says about it instead.
    const email =
      check.status === "pending"
        ? {
            subject: words.t("verificationReceived.subject", { organisation }),
            template: VerificationConfirmationEmail(request),
          }
        : {
            subject: words.t("verificationReceived.notAcceptedSubject", { organisation }),
            template: VerificationNotAcceptedEmail({ ...request, details: check.details }),
          };
    try {
      await services.sendEmail({ to: input.email, ...email });
    } catch (error) {
      services.logger.error({ err: error }, "could not send the verification confirmation");
    }
  }
}

function isUniqueViolation(error: unknown): boolean {
  return databaseErrorCode(error) === SQLSTATE.uniqueViolation;
}
