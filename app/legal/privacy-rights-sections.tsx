import { Link } from "react-router";
import { LegalList, type LegalSection } from "~/components/legal-document";
import { ContactUs, type PrivacyFacts } from "./privacy-facts";

/** Your rights, cookies, children, security, complaints and changes to the policy. */
export function rightsSections({
  providers,
  retention,
  contactEmail,
}: PrivacyFacts): LegalSection[] {
  const contactUs = <ContactUs email={contactEmail} />;
  return [
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
              <strong>glut_lng</strong>: remembers whether you chose English or Cymraeg (Welsh), for
              a year, so every page comes in that language.
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
