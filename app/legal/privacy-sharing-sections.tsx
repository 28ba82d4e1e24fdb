import { LegalList, type LegalSection } from "~/components/legal-document";
import { type PrivacyFacts, years } from "./privacy-facts";

/** Who helps us handle the data, where it goes, and how long we keep it. */
export function sharingSections({ providers, mapTiles, retention }: PrivacyFacts): LegalSection[] {
  return [
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
            <li>
              The push service of your browser’s maker (Google, Apple, Mozilla or Microsoft), only
              when you turn push notifications on: it carries each notification to your device,
              encrypted so that it cannot read it.
            </li>
            <li>
              {mapTiles.openStreetMap ? (
                <>
                  OpenStreetMap’s tile servers, run by the OpenStreetMap Foundation ({mapTiles.host}
                  )
                </>
              ) : (
                <>The map tile server at {mapTiles.host}</>
              )}
              , only when you press Show map beside a list: your browser then fetches the map’s
              images from it directly, which sends it your IP address, your browser’s details and,
              as the referrer, our site’s address (not the page you were on). Nothing else about you
              is sent, and the places on our maps are the centres of postcode districts, never
              addresses.
              {mapTiles.openStreetMap ? (
                <>
                  {" "}
                  What it receives is covered by the{" "}
                  <a href="https://osmfoundation.org/wiki/Privacy_Policy">
                    OpenStreetMap Foundation’s privacy policy
                  </a>
                  .
                </>
              ) : null}
            </li>
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
              <strong>Push notification devices:</strong> until you remove the device, its browser
              stops taking pushes, or you delete your account.
            </li>
            <li>
              <strong>Plantings and harvest reminders:</strong> until you delete them or your
              account.
            </li>
            <li>
              <strong>Forum topics, replies and their photos:</strong> until you delete them. If you
              delete your account they stay, shown as written by “Deleted member” and no longer
              linked to you, because the answers in a conversation make no sense with the question
              torn out (our legitimate interest in keeping the forum readable for others). Delete
              any post you want gone before you delete your account, or ask us to.
            </li>
            <li>
              <strong>Requests, handovers, thank-you notes and ratings:</strong> until you delete
              your account. Then your requests are deleted; each handover stays for the other member
              as the record that an item was given or received, no longer linked to you and without
              its meeting point (a reservation still open is cancelled); notes and ratings you left
              stay with the member you thanked, no longer linked to you; and those left for you are
              deleted.
            </li>
            <li>
              <strong>Messages between members:</strong> {years(retention.messageYears)} from when
              each was sent, or until either member deletes their account, if sooner.
            </li>
            <li>
              <strong>Notifications</strong> listed on your notifications page:{" "}
              {retention.notificationDays} days from when each happened, or until you delete your
              account, if sooner. Your choices of how to be notified are kept until you change them
              or delete your account.
            </li>
            <li>
              <strong>Messages to us</strong> through the contact form:{" "}
              {years(retention.contactYears)}, or, for messages you sent while signed in, until you
              delete your account, if sooner.
            </li>
            <li>
              <strong>Complaints and appeals</strong> through the complaints page:{" "}
              {years(retention.complaintYears)} from when each was sent, even if you delete your
              account (it is then no longer linked to it), as the record of how we handled it.
            </li>
            <li>
              <strong>Reports and moderation decisions</strong> (who decided what about which
              content or account, and why): {years(retention.moderationAuditYears)}, the time in
              which a claim about a decision can be brought. A report no longer names you once you
              delete your account.
            </li>
            <li>
              <strong>Signed-in sessions</strong> (with their IP address): until you sign out, or{" "}
              {retention.sessionDays} days after you last used them.
            </li>
            <li>
              <strong>Counters of repeated attempts</strong> (with an IP address, or your account
              for listings, messages and photos): {retention.rateLimitHours} hours after the last
              attempt.
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
  ];
}
