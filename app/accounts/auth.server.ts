import { betterAuth, getCurrentAdapter } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { APIError } from "better-auth/api";
import type { Logger } from "pino";
import type { Db } from "~/server/db/database.server";
import { emailLanguage } from "~/server/email/email-language.server";
import type { EmailRequest } from "~/server/email/send-email.server";
import type { Env } from "~/server/env.server";
import { rateLimits } from "~/server/rate-limit/rate-limits.table";
import { AUTH_ENDPOINT_LIMITS } from "./attempt-limits";
import { accounts, sessions, users, verifications } from "./auth.table";
import { isDemoEmail } from "./demo-email";
import { PasswordResetEmail } from "./emails/password-reset-email";
import { VerifyEmailEmail } from "./emails/verify-email-email";
import { endOlderResetLinks, endResetLinks } from "./password-reset-links.server";
import { memberLanguage } from "./profile.server";

/** The header our server writes with the client's address; anything a client sends is replaced. */
export const CLIENT_IP_HEADER = "x-glut-client-ip";
export const AUTH_BASE_PATH = "/api/auth";

const DAY = 60 * 60 * 24;
/** A ticked "Remember me" keeps the session for this long, renewed daily while in use. */
export const REMEMBERED_SESSION_SECONDS = 30 * DAY;
export const PASSWORD_RESET_EXPIRES_SECONDS = 60 * 60;

export interface AuthDependencies {
  env: Env;
  db: Db;
  logger: Logger;
  sendEmail(request: EmailRequest): Promise<string>;
  /**
   * Asked before every new session (password or Google): a message refuses it, null lets the
   * account in. The composition hands the admin area's suspension check in (decision 0031).
   */
  refuseSession?(db: Db, userId: string): Promise<string | null>;
}

/** Google sign-in is offered only when both of its settings are given. */
export function googleSignInEnabled(env: {
  GOOGLE_CLIENT_ID?: string;
  GOOGLE_CLIENT_SECRET?: string;
}) {
  return Boolean(env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET);
}

export function createAuth({ env, db, logger, sendEmail, refuseSession }: AuthDependencies) {
  const google =
    googleSignInEnabled(env) && env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
      ? { google: { clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET } }
      : {};
  return betterAuth({
    appName: "Glut",
    baseURL: env.APP_URL,
    basePath: AUTH_BASE_PATH,
    secret: env.BETTER_AUTH_SECRET,
    trustedOrigins: [env.APP_URL],
    database: drizzleAdapter(db, {
      provider: "pg",
      transaction: true,
      schema: {
        user: users,
        session: sessions,
        account: accounts,
        verification: verifications,
        rateLimit: rateLimits,
      },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      autoSignIn: false,
      requireEmailVerification: false,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: PASSWORD_RESET_EXPIRES_SECONDS,
      async sendResetPassword({ user, url, token }) {
        // One link at a time: the newest one sent is the only one that works (decision 0069).
        await endOlderResetLinks(db, user.id, token);
        // A demo member's address cannot receive mail, and a reset is the one way a password
        // could be given to an account that has none: demo members stay impossible to sign in as.
        if (isDemoEmail(user.email)) {
          logger.info({ userId: user.id }, "no password reset for a demo member");
          return;
        }
        const lng = await memberLanguage(db, user.id);
        const { t } = emailLanguage(lng);
        await sendEmail({
          to: user.email,
          subject: t("passwordReset.subject"),
          template: PasswordResetEmail({ appUrl: env.APP_URL, resetUrl: url, lng, t }),
        });
      },
      // Called after better-auth's own transaction, so our handle does not wait on it.
      async onPasswordReset({ user }) {
        await endResetLinks(db, user.id);
      },
    },
    emailVerification: {
      sendOnSignUp: false,
      autoSignInAfterVerification: false,
      expiresIn: 3 * DAY,
      async sendVerificationEmail({ user, url }) {
        if (isDemoEmail(user.email)) return;
        // In the language the member joined in or chose since (decision 0098).
        const lng = await memberLanguage(db, user.id);
        const { t } = emailLanguage(lng);
        await sendEmail({
          to: user.email,
          subject: t("verifyEmail.subject"),
          template: VerifyEmailEmail({ appUrl: env.APP_URL, verifyUrl: url, lng, t }),
        });
      },
    },
    socialProviders: google,
    databaseHooks: {
      session: {
        create: {
          async before(session, context) {
            if (!refuseSession) return;
            // Inside better-auth's own transaction (a password change, an email sign-up) our
            // handle would wait for that transaction's connection, for ever on the embedded
            // database's single one. Those sessions are for someone signed in already or just
            // created, whom no suspension can cover (a suspension ends every session), so only
            // sessions made outside a transaction (every sign-in) are checked.
            const adapter = context?.context.adapter;
            if (adapter && (await getCurrentAdapter(adapter)) !== adapter) return;
            const refusal = await refuseSession(db, session.userId);
            if (refusal) throw new APIError("FORBIDDEN", { message: refusal });
          },
        },
      },
    },
    session: {
      expiresIn: REMEMBERED_SESSION_SECONDS,
      updateAge: DAY,
    },
    rateLimit: {
      enabled: true,
      storage: "database",
      window: 60,
      max: 100,
      customRules: AUTH_ENDPOINT_LIMITS,
    },
    advanced: {
      cookiePrefix: "glut",
      useSecureCookies: env.APP_URL.startsWith("https://"),
      ipAddress: { ipAddressHeaders: [CLIENT_IP_HEADER] },
      defaultCookieAttributes: { sameSite: "lax", httpOnly: true },
    },
    logger: {
      log(level, message, ...args) {
        logger[level]({ args }, `auth: ${message}`);
      },
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;

declare module "~/server/services.server" {
  interface AppServices {
    /** better-auth, built once at boot by the composition. */
    auth: Auth;
  }
}
