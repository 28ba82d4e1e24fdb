import { Link } from "react-router";
import { INACTIVE_ACCOUNT_YEARS, INACTIVITY_WARNING_DAYS } from "~/accounts/retention.server";
import { MODERATION_AUDIT_RETENTION_YEARS } from "~/admin/audit-retention.server";
import { formatPence } from "~/components/format-money";
import { staticPage } from "~/components/hydration";
import { LegalDocument, LegalList, type LegalSection } from "~/components/legal-document";
import { pageMeta } from "~/components/seo";
import { complaintResponseTime } from "~/legal/complaint-response-time";
import { TERMS_UPDATED } from "~/legal/legal-dates";
import { referralRateOn } from "~/membership/referral-rates";
import { getServices } from "~/server/context.server";
import { publicPageHeaders } from "~/server/public-page-headers";
import type { Route } from "./+types/terms";

const PATH = "/terms";
/** The specification's minimum age (part 2 §9); sign-up asks everyone to confirm it. */
const MINIMUM_AGE = 16;

export function loader({ context }: Route.LoaderArgs) {
  const { env } = getServices(context);
  return {
    appUrl: env.APP_URL,
    contactEmail: env.CONTACT_EMAIL,
    accountable: { name: env.ONLINE_SAFETY_CONTACT_NAME, email: env.ONLINE_SAFETY_CONTACT_EMAIL },
    complaintResponseTime,
    auditYears: MODERATION_AUDIT_RETENTION_YEARS,
    price: formatPence(env.MEMBERSHIP_PRICE_PENCE),
    referralRate: formatPence(referralRateOn(new Date()).pence, { short: true }),
    inactiveAccountYears: INACTIVE_ACCOUNT_YEARS,
    warningDays: INACTIVITY_WARNING_DAYS,
  };
}

export const headers = publicPageHeaders;

export const handle = staticPage;

export const meta: Route.MetaFunction = ({ loaderData }) =>
  pageMeta({
    title: "Terms of Service",
    description:
      "The terms for using Glut: who can join, membership, sharing and swapping produce safely, community rules, and the law of England and Wales.",
    path: PATH,
    appUrl: loaderData?.appUrl ?? "",
  });

type LoaderData = Route.ComponentProps["loaderData"];

function termsSections({
  contactEmail,
  accountable,
  complaintResponseTime,
  auditYears,
  price,
  referralRate,
  inactiveAccountYears,
  warningDays,
}: LoaderData): LegalSection[] {
  const contactUs = (
    <>
      through our <Link to="/contact">contact form</Link> or by email to{" "}
      <a href={`mailto:${contactEmail}`}>{contactEmail}</a>
    </>
  );
  return [
    {
      id: "about",
      title: "About these terms",
      content: (
        <>
          <p>
            These terms are the agreement between you and Glut (“we”, “us”) for using the Glut
            website, where gardeners and allotment holders give away or swap their surplus produce,
            seeds, cuttings and plants. By creating an account you accept them, together with our{" "}
            <Link to="/privacy">Privacy Policy</Link>, which explains how we handle your data.
          </p>
          <p>You can reach us {contactUs}.</p>
        </>
      ),
    },
    {
      id: "who-can-join",
      title: "Who can use Glut",
      content: (
        <LegalList>
          <li>
            You must be at least {MINIMUM_AGE} years old to create an account. We delete accounts we
            learn belong to someone younger.
          </li>
          <li>One account per person. What you tell us about yourself must be true.</li>
          <li>
            An organisation’s account must be opened by someone allowed to act for it, and the
            organisation must be what it says it is.
          </li>
        </LegalList>
      ),
    },
    {
      id: "your-account",
      title: "Your account",
      content: (
        <>
          <p>
            Keep your password to yourself and tell us at once if you think someone else has used
            your account. You are responsible for what is done with it.
          </p>
          <p>
            You can delete your account at any time in your{" "}
            <Link to="/account">account settings</Link>. If you do not sign in for{" "}
            {inactiveAccountYears} years, we delete the account for you; we email you {warningDays}{" "}
            days before, and signing in once keeps it.
          </p>
        </>
      ),
    },
    {
      id: "membership",
      title: "Membership and payment",
      content: (
        <LegalList>
          <li>
            Personal membership costs {price} a year. It renews each year until you cancel, which
            you can do at any time from your <Link to="/dashboard">dashboard</Link>; you keep your
            membership until the end of the year you have paid for.
          </li>
          <li>
            Food banks, schools, community groups, charities and other community organisations join
            free once we have verified them, for as long as they stay verified.
          </li>
          <li>
            You have the legal right to cancel within 14 days of first paying. Contact us within
            that time and we will refund you in full.
          </li>
          <li>
            If we ever change the price, we will tell you before your next renewal, and you can
            cancel before it applies.
          </li>
        </LegalList>
      ),
    },
    {
      id: "listings",
      title: "Sharing produce",
      content: (
        <>
          <p>
            Listings are for giving away (Free) or swapping (Swap) home-grown produce, seeds,
            cuttings, seedlings and plants. Nothing is sold on Glut, and personal accounts may not
            be used to trade commercially.
          </p>
          <LegalList>
            <li>Describe what you offer honestly, with your own photos.</li>
            <li>
              Do not list anything unsafe or unlawful to pass on: for example alcohol, medicines,
              animals, cannabis or other controlled or psychoactive plants and fungi, or plants the
              law forbids you to spread in the wild, such as Japanese knotweed or Himalayan balsam.
            </li>
            <li>Mark a listing as no longer available once it has gone.</li>
          </LegalList>
        </>
      ),
    },
    {
      id: "exchanges",
      title: "Meeting up and food safety",
      content: (
        <>
          <p>
            Glut puts growers and takers in touch; the exchange itself is between you. We do not
            inspect produce and are not a party to any swap or gift.
          </p>
          <LegalList>
            <li>
              If you give food, make sure it is fit to eat and say if it has been sprayed or may
              carry allergens. If you take food, wash it and use your own judgement.
            </li>
            <li>
              Keep arrangements in Glut’s messages until you are happy to meet, meet somewhere
              public if you can, and never share bank details.
            </li>
          </LegalList>
        </>
      ),
    },
    {
      id: "community-rules",
      title: "Community rules",
      content: (
        <>
          <p>
            Be kind and honest. Do not harass, threaten or discriminate against anyone, send spam or
            advertising, pretend to be someone else, or try to break or overload the site. Our{" "}
            <Link to="/how-it-works#community-guidelines">community guidelines</Link> say more.
          </p>
          <p>
            If you see something that breaks these rules or the law, use the Report button beside
            it, or tell us {contactUs}.
          </p>
        </>
      ),
    },
    {
      id: "moderation",
      title: "How we moderate content and handle complaints",
      content: (
        <>
          <p>
            Glut is a user-to-user service under the UK Online Safety Act 2023. We do not check
            everything before it appears: members report what worries them, and trained moderators
            (people, not automated tools) review each report. Reports of illegal content, such as
            child sexual abuse, terrorism, threats, hate, fraud or the sale of drugs or weapons, are
            looked at first, and illegal content is taken down swiftly once we know of it.
            Moderators may hide a listing, forum post or message; an admin may suspend an account.
            Whoever is affected is told why by email. Every decision is recorded, with who made it
            and why, and that record is kept {auditYears} years.
          </p>
          <p>
            Anyone, member or not, can use our <Link to="/complaints">complaints page</Link> to
            complain about content, about how we meet these duties, or to appeal a decision about
            their own content or account (a suspended member can appeal without signing in). We
            acknowledge each complaint by email at once with a reference, and reply{" "}
            {complaintResponseTime}. If a decision was wrong we put it right: content is shown
            again, a suspension lifted.
          </p>
          <p>
            The person accountable for our online safety duties is {accountable.name}:{" "}
            <a href={`mailto:${accountable.email}`}>{accountable.email}</a>.
          </p>
        </>
      ),
    },
    {
      id: "your-content",
      title: "Your content",
      content: (
        <p>
          What you post (listings, photos and messages) stays yours. You give us permission to store
          it, show it on Glut as the site works, and adapt it to do so (for example resizing photos
          and removing their hidden metadata), for as long as it is on Glut. You must have the right
          to post it. We may remove anything that breaks these terms.
        </p>
      ),
    },
    {
      id: "organisations",
      title: "Organisations and community partners",
      content: (
        <LegalList>
          <li>
            We check the details an organisation gives us, such as its registration number, before
            giving it free membership, and may ask for more.
          </li>
          <li>
            A verified organisation can share its referral link. It currently earns {referralRate}{" "}
            for each person who joins with it and pays for their first year, paid monthly, with no
            cap. The rate for a payment is the one in force on the day it is made.
          </li>
          <li>
            We do not pay for sign-ups that are fake, made by the organisation itself or obtained by
            misleading people, and may end a partnership that relies on them.
          </li>
        </LegalList>
      ),
    },
    {
      id: "suspension",
      title: "Suspending or closing accounts",
      content: (
        <p>
          We may remove content, or suspend or close an account, if it breaks these terms, puts
          others at risk or the law requires it. Where it is safe to, we will tell you why, and you
          can appeal through our <Link to="/complaints">complaints page</Link>. If we close a paid
          membership for a reason that is not your fault, we will refund the unused part of the
          year.
        </p>
      ),
    },
    {
      id: "liability",
      title: "Our responsibility to you",
      content: (
        <>
          <p>
            We work to keep Glut running and safe, but we cannot promise it will always be available
            or free of errors. We are not responsible for what members list, say or hand over, or
            for any loss caused by an exchange between members.
          </p>
          <p>
            Nothing in these terms limits our liability where the law does not allow it to be
            limited, including for death or personal injury caused by our negligence or for fraud,
            and nothing affects your rights as a consumer.
          </p>
        </>
      ),
    },
    {
      id: "law-and-changes",
      title: "Changes, governing law and contact",
      content: (
        <>
          <p>
            We may update these terms as Glut changes. We will update the date at the top of this
            page and, for changes that matter to you, tell you before they take effect.
          </p>
          <p>
            These terms are governed by the law of England and Wales, and its courts deal with any
            dispute. If you live in Scotland or Northern Ireland, you may also bring proceedings in
            your own country’s courts.
          </p>
          <p>Questions about these terms? Contact us {contactUs}.</p>
        </>
      ),
    },
  ];
}

export default function Terms({ loaderData }: Route.ComponentProps) {
  return (
    <LegalDocument
      title="Terms of Service"
      path={PATH}
      appUrl={loaderData.appUrl}
      updated={TERMS_UPDATED}
      intro={
        <p>
          Please read these terms before you join. They are written to be clear: if anything is not,
          ask us and we will explain.
        </p>
      }
      sections={termsSections(loaderData)}
    />
  );
}
