import { Link } from "react-router";
import { googleSignInEnabled, REMEMBERED_SESSION_SECONDS } from "~/accounts/auth.server";
import { RATE_LIMIT_RECORD_HOURS } from "~/accounts/form-rate-limit.server";
import { INACTIVE_ACCOUNT_YEARS, INACTIVITY_WARNING_DAYS } from "~/accounts/retention.server";
import { LegalDocument, LegalList, type LegalSection } from "~/components/legal-document";
import { pageMeta } from "~/components/seo";
import { CONTACT_REQUEST_RETENTION_YEARS } from "~/contact/contact-retention.server";
import { PAYMENT_RECORD_RETENTION_YEARS } from "~/membership/payment-retention.server";
import { MESSAGE_RETENTION_YEARS } from "~/messaging/message-retention.server";
import { getServices } from "~/server/context.server";
import { SERVER_LOG_RETENTION_DAYS } from "~/server/log-retention";
import type { Route } from "./+types/privacy";

const PATH = "/privacy";
/** When the text last changed in substance. */
const UPDATED = "2026-11-22";

export function loader({ context }: Route.LoaderArgs) {
  const { env } = getServices(context);
  return {
    appUrl: env.APP_URL,
    contactEmail: env.CONTACT_EMAIL,
    // Each provider is named only where this site is configured to use it.
    providers: {
      stripe: Boolean(env.STRIPE_SECRET_KEY),
      email: Boolean(env.SMTP_URL),
      objectStorage: Boolean(env.S3_BUCKET),
      google: googleSignInEnabled(env),
    },
    retention: {
      inactiveAccountYears: INACTIVE_ACCOUNT_YEARS,
      warningDays: INACTIVITY_WARNING_DAYS,
      messageYears: MESSAGE_RETENTION_YEARS,
      contactYears: CONTACT_REQUEST_RETENTION_YEARS,
      paymentYears: PAYMENT_RECORD_RETENTION_YEARS,
      sessionDays: REMEMBERED_SESSION_SECONDS / (24 * 60 * 60),
      rateLimitHours: RATE_LIMIT_RECORD_HOURS,
      logDays: SERVER_LOG_RETENTION_DAYS,
    },
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title: "Privacy Policy",
    description:
      "What personal data Glut collects, why, who helps us handle it, how long we keep it and your rights under UK GDPR.",
    path: PATH,
    appUrl: loaderData?.appUrl ?? "",
  });

type LoaderData = Route.ComponentProps["loaderData"];

const years = (n: number) => `${n} ${n === 1 ? "year" : "years"}`;

function privacySections({ contactEmail, providers, retention }: LoaderData): LegalSection[] {
  const contactUs = (
    <>
      through our <Link to="/contact">contact form</Link> or by email to{" "}
      <a href={`mailto:${contactEmail}`}>{contactEmail}</a>
    </>
  );
  return [
    {
      id: "who-we-are",
      title: "Who we are",
      content: (
        <>
          <p>
            Glut is a UK community website where gardeners and allotment holders give away or swap
            their surplus produce, seeds, cuttings and plants. Glut (“we”, “us”) decides how and why
            your personal data is used, which makes us its controller under the UK General Data
            Protection Regulation (UK GDPR) and the Data Protection Act 2018.
          </p>
          <p>For anything about your data, or to use any of your rights, contact us {contactUs}.</p>
        </>
      ),
    },
    {
      id: "what-we-collect",
      title: "The data we collect",
      content: (
        <>
          <p>We collect only what Glut needs to work:</p>
          <LegalList>
            <li>
              <strong>Your account:</strong> your email address; your password, stored only as a
              one-way hash that nobody can read back; your username and forum name; your town or
              area if you give one; whether you joined as a person or an organisation; the referral
              code you joined with, if any; and any staff role.
            </li>
            <li>
              <strong>Organisations:</strong> the organisation’s name, type and registration number
              (charity, company or school), and the outcome of our checks.
            </li>
            {providers.google ? (
              <li>
                <strong>Signing in with Google:</strong> if you choose it, Google tells us your
                name, email address and Google account identifier.
              </li>
            ) : null}
            <li>
              <strong>What you agreed to:</strong> that you accepted these terms and this policy and
              confirmed you are 16 or over, whether you asked for news from Glut, each later change
              to that choice, and when.
            </li>
            <li>
              <strong>Your listings:</strong> title, description, category, Free or Swap, quantity,
              harvest date, town, photos and status.
            </li>
            <li>
              <strong>Your messages:</strong> your conversations with other members about listings,
              with the name shown beside each message and when it was sent and read.
            </li>
            <li>
              <strong>Your membership:</strong> whether you are a member and until when, the payment
              provider’s references for you and your subscription, and the amount and date of each
              payment. We never see or store your card details.
            </li>
            <li>
              <strong>Referrals:</strong> for a partner organisation, what it earned for each member
              who joined with its code and paid, and when.
            </li>
            <li>
              <strong>Messages to us:</strong> the name, email address and message you send through
              the contact form, and when.
            </li>
            <li>
              <strong>Technical data:</strong> for each signed-in session, your IP address, your
              browser’s description of itself and when the session started and ends; the day you
              last used Glut signed in; our servers’ record of each request (IP address, the page
              asked for, browser, time and outcome); and counters of recent attempts to sign in,
              sign up, check a password or send a message, kept against your IP address or account
              to stop abuse.
            </li>
          </LegalList>
          <p>
            We do not ask for, and ask you not to share, special category data such as health or
            religious beliefs.
          </p>
        </>
      ),
    },
    {
      id: "lawful-bases",
      title: "Why we use it: our lawful bases",
      content: (
        <>
          <p>UK GDPR lets us use personal data only with a lawful basis. Ours are:</p>
          <LegalList>
            <li>
              <strong>To provide Glut to you (contract):</strong> your account, listings, messages
              and membership, and the emails these need: confirming your address, resetting your
              password, telling you about new messages, welcoming you as a member, and warning you
              before we delete an account nobody uses.
            </li>
            <li>
              <strong>Our legitimate interests:</strong> keeping Glut safe and working (sessions,
              request logs, limits on repeated attempts, investigating reports of misuse), checking
              that organisations offered free membership are genuine, paying partner organisations
              what they earn, and answering messages you send us. We have weighed these interests
              against your rights, and you can object to them (section 9).
            </li>
            <li>
              <strong>Legal obligations:</strong> keeping payment records for tax and accounting,
              and a record of what you agreed to when you joined.
            </li>
            <li>
              <strong>Your consent:</strong> occasional news about Glut, only if you asked for it.
              You can change your mind at any time on your <Link to="/dashboard">dashboard</Link>,
              under “Emails from Glut”.
            </li>
          </LegalList>
          <p>
            We never sell your data, never use it for advertising, and make no decisions about you
            by automated means that have legal or similarly significant effects.
          </p>
        </>
      ),
    },
    {
      id: "what-others-see",
      title: "What other people can see",
      content: (
        <LegalList>
          <li>
            Anyone visiting Glut can see the title, photo, town, type and age of active listings on
            the city and free-food pages.
          </li>
          <li>
            Members can see a listing’s full details and the username of the person who posted it.
          </li>
          <li>
            Messages are seen only by the two members in the conversation. We look at them only if
            we have to investigate a report of misuse or the law requires it.
          </li>
          <li>Your email address is never shown to other members.</li>
          <li>
            A partner organisation sees how many people joined and paid with its referral code,
            never who they are.
          </li>
        </LegalList>
      ),
    },
    {
      id: "photos",
      title: "Your photos",
      content: (
        <p>
          Phones and cameras hide information inside photos, often including the exact GPS location
          where a picture was taken. Every photo you upload is re-encoded on our servers: the image
          is redrawn, resized and saved afresh, and all of that hidden information (the EXIF
          metadata, location included) is left behind. The file you uploaded is never stored or
          shown to anyone.
        </p>
      ),
    },
    {
      id: "sharing",
      title: "Who we share it with",
      content: (
        <>
          <p>
            Companies that provide services to us handle some of your data on our behalf. They work
            under contracts that allow them to use it only on our instructions and require them to
            keep it safe:
          </p>
          <LegalList>
            <li>Our hosting provider, which runs the servers and database Glut lives on.</li>
            {providers.email ? (
              <li>Our email delivery provider, which delivers the emails Glut sends you.</li>
            ) : null}
            {providers.objectStorage ? (
              <li>Our file storage provider, which keeps listing photos.</li>
            ) : null}
            {providers.stripe ? (
              <li>
                Stripe, our payment provider, which takes membership payments and receives your
                email address and an account reference to do so (Stripe is also responsible in its
                own right for the checks payment law requires of it).
              </li>
            ) : null}
            {providers.google ? (
              <li>Google, only when you choose to sign in with your Google account.</li>
            ) : null}
          </LegalList>
          <p>
            We share data with the police or other authorities only when the law requires it, and
            with professional advisers where we need their help. If Glut were ever passed to a new
            owner, your data would go with it only under this policy, and we would tell you first.
          </p>
        </>
      ),
    },
    {
      id: "international-transfers",
      title: "Transfers outside the UK",
      content: (
        <p>
          Some of our providers may handle data outside the UK
          {providers.stripe || providers.google
            ? " (Stripe and Google, for example, in the United States)"
            : ""}
          . When they do, the transfer is protected as UK law requires: to a country the UK
          recognises as protecting data adequately (including the UK Extension to the EU-US Data
          Privacy Framework), or under the Information Commissioner’s International Data Transfer
          Agreement or its Addendum to the EU standard contractual clauses.
        </p>
      ),
    },
    {
      id: "retention",
      title: "How long we keep it",
      content: (
        <>
          <LegalList>
            <li>
              <strong>Your account</strong> and everything in it: for as long as you use it. If you
              do not sign in for {years(retention.inactiveAccountYears)}, we delete the account,
              just as if you had deleted it yourself. We email you {retention.warningDays} days
              before, and signing in once is enough to keep it.
            </li>
            <li>
              <strong>Listings and photos:</strong> until you delete them or your account.
            </li>
            <li>
              <strong>Forum topics, replies and their photos:</strong> until you delete them. If you
              delete your account they stay, shown as written by “Deleted member” and no longer
              linked to you, because the answers in a conversation make no sense with the question
              torn out (our legitimate interest in keeping the forum readable for others). Delete
              any post you want gone before you delete your account, or ask us to.
            </li>
            <li>
              <strong>Messages between members:</strong> {years(retention.messageYears)} from when
              each was sent, or until either member deletes their account, if sooner.
            </li>
            <li>
              <strong>Messages to us</strong> through the contact form:{" "}
              {years(retention.contactYears)}, or until you delete an account with the same email
              address, if sooner.
            </li>
            <li>
              <strong>Signed-in sessions</strong> (with their IP address): until you sign out, or{" "}
              {retention.sessionDays} days after you last used them.
            </li>
            <li>
              <strong>Counters of repeated attempts</strong> (with an IP address):{" "}
              {retention.rateLimitHours} hours after the last attempt.
            </li>
            <li>
              <strong>Request logs:</strong> {retention.logDays} days.
            </li>
            <li>
              <strong>Payment and referral records:</strong> {years(retention.paymentYears)} from
              the payment, as tax law requires. If you delete your account before then, they are
              kept without any link to you.
            </li>
          </LegalList>
          <p>
            Our systems apply these periods automatically every night, so data is deleted within a
            day of its time running out. Request logs are deleted by our hosting provider.
          </p>
        </>
      ),
    },
    {
      id: "your-rights",
      title: "Your rights",
      content: (
        <>
          <p>Under UK GDPR you have the right:</p>
          <LegalList>
            <li>
              <strong>to a copy of your data (access and portability):</strong> choose “Download my
              data” in your <Link to="/account">account settings</Link> for a complete copy in a
              machine-readable file (JSON), or ask us;
            </li>
            <li>
              <strong>to have it corrected (rectification):</strong> change your password, forum
              name and email choices yourself, and ask us to correct anything else;
            </li>
            <li>
              <strong>to have it deleted (erasure):</strong> choose “Delete my account” in your{" "}
              <Link to="/account">account settings</Link>. Your account, profile, listings, photos
              and messages are deleted at once (forum posts stay, by “Deleted member”: see above),
              and any membership renewal is stopped with our payment provider before anything is
              deleted, so you are not charged again;
            </li>
            <li>
              <strong>to object</strong> to what we do on the basis of our legitimate interests, and{" "}
              <strong>to restrict</strong> how we use your data while a concern is looked at;
            </li>
            <li>
              <strong>to withdraw your consent</strong> to news emails at any time, on your{" "}
              <Link to="/dashboard">dashboard</Link>.
            </li>
          </LegalList>
          <p>
            To use a right we have not made a button for, contact us {contactUs}. It is free; we may
            need to confirm it is really you, and we reply within one month.
          </p>
        </>
      ),
    },
    {
      id: "cookies",
      title: "Cookies",
      content: (
        <>
          <p>
            Glut uses only cookies it needs to work. We use no analytics or advertising cookies, and
            no one else’s tracking. The cookies are:
          </p>
          <LegalList>
            <li>
              <strong>glut.session_token</strong> (and glut.dont_remember if you do not tick
              “Remember me”): keeps you signed in until you sign out; without “Remember me” only
              until you close your browser, with it for up to {retention.sessionDays} days after
              your last visit.
            </li>
            <li>
              <strong>glut_cookie_consent</strong>: remembers your cookie choice for a year.
            </li>
            <li>
              <strong>glut_signup_consent</strong> and <strong>glut_marketing_consent</strong>: a
              copy in your browser of what you agreed to and your choice about news, for a year.
            </li>
            <li>
              <strong>glut_toast</strong>: carries a one-off message (such as “Message Sent!”) to
              the next page, for a minute at most.
            </li>
            {providers.google ? (
              <li>
                While you sign in with Google, a short-lived cookie that protects the sign-in and
                ends with it.
              </li>
            ) : null}
          </LegalList>
          <p>
            You can review your choice at any time through “Cookie settings” at the foot of every
            page.
          </p>
        </>
      ),
    },
    {
      id: "children",
      title: "Children",
      content: (
        <p>
          Glut is for people aged 16 and over, and everyone confirms their age when joining. If we
          learn that an account belongs to someone younger, we delete it. If you think a child has
          given us their data, please contact us {contactUs}.
        </p>
      ),
    },
    {
      id: "security",
      title: "Keeping your data safe",
      content: (
        <>
          <p>
            Glut is served over an encrypted (HTTPS) connection. Passwords are stored only as
            one-way hashes, access to our systems is limited to the people who need it, repeated
            attempts to guess passwords are limited, and the site sets strict browser security
            rules.
          </p>
          <p>
            If something ever went wrong that put your data at risk, we would report it to the
            Information Commissioner’s Office within 72 hours where the law requires, and tell you
            without delay if it put your rights at high risk.
          </p>
        </>
      ),
    },
    {
      id: "complaints-and-changes",
      title: "Complaints and changes to this policy",
      content: (
        <>
          <p>
            If you are unhappy with how we have handled your data, please tell us first {contactUs},
            and we will do our best to put it right. You also have the right to complain to the
            Information Commissioner’s Office (ICO), the UK’s data protection regulator: at{" "}
            <a href="https://ico.org.uk/make-a-complaint/">ico.org.uk</a>, by phone on{" "}
            <a href="tel:+443031231113">0303 123 1113</a>, or by post to Information Commissioner’s
            Office, Wycliffe House, Water Lane, Wilmslow, Cheshire SK9 5AF.
          </p>
          <p>
            If we change this policy, we will update the date at the top of this page, and tell you
            by email before any change that affects how we use your data takes effect.
          </p>
        </>
      ),
    },
  ];
}

export default function Privacy({ loaderData }: Route.ComponentProps) {
  return (
    <LegalDocument
      title="Privacy Policy"
      path={PATH}
      appUrl={loaderData.appUrl}
      updated={UPDATED}
      intro={
        <p>
          This policy explains, in plain English, what personal data Glut collects when you use the
          site, why, who helps us handle it, how long we keep it and the rights you have over it.
        </p>
      }
      sections={privacySections(loaderData)}
    />
  );
}
