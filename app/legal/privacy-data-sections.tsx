import { Link } from "react-router";
import { LegalList, type LegalSection } from "~/components/legal-document";
import { ContactUs, type PrivacyFacts } from "./privacy-facts";

/** Who we are, what we collect and on what basis, and what other members see of it. */
export function dataSections({
  providers,
  contactEmail,
  onlineSafety,
}: PrivacyFacts): LegalSection[] {
  const contactUs = <ContactUs email={contactEmail} />;
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
              code you joined with, if any; any staff role; the language you use Glut in (English or
              Cymraeg), for your pages and emails; and which notification emails you have turned off
              (each has a one-click unsubscribe link), and since when.
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
              harvest date, the day it is available until, town or postcode district, photos and
              status, and the day we last emailed you that a listing was about to expire. With the
              town or district we keep its approximate centre (never your full postcode or address),
              so other members can see that a listing is “about 3 miles away”, never more precisely.
              When you press “Near me” on the listings page, your browser asks whether to share your
              position, once; the page rounds it to about a kilometre and sends it only to find your
              postcode district (such as LS6). We never store your position.
            </li>
            <li>
              <strong>Your saved searches:</strong> for each search you save, its words, category,
              Free or Swap, the town or postcode district and distance, whether you chose instant or
              daily emails, whether it is paused, when you saved it, and which listings we have
              already emailed you about, so that none is sent twice. Only you see them. Each alert
              email has a link that stops it in one click; deleting a saved search, or your account,
              deletes all of this.
            </li>
            <li>
              <strong>Push notifications:</strong> if you turn them on for a device, we keep, for
              that device, the address its browser’s push service (such as Google’s, Apple’s or
              Mozilla’s) gave it and the keys that encrypt what we send, a name for the device read
              from your browser (such as “Chrome on Android”), when you turned them on and when one
              last arrived; and whether you chose to see message text in them. A push passes through
              that push service encrypted, so it cannot read it. It says what happened and who from,
              such as “New message from Sam”, but not what anyone wrote, unless you turn on “Show
              message text in push notifications”. Removing a device at Push notifications in your
              account, or deleting your account, deletes its record; we also delete it when the push
              service tells us the browser no longer takes pushes.
            </li>
            <li>
              <strong>Members you block:</strong> whom you blocked and when. Only you see your list;
              the member you block is not told, and their copy of their data does not show it.
              Unblocking, or either account being deleted, deletes it.
            </li>
            <li>
              <strong>Your messages:</strong> your conversations with other members about listings,
              with the name shown beside each message and when it was sent and read.
            </li>
            <li>
              <strong>Handing items over:</strong> each listing you ask for, with the note you add
              and whether you withdrew it; for each item reserved for you or by you, the pickup day,
              times and meeting point the two of you agreed (only what you typed: we never add an
              address), who marked it collected and when, and any cancellation with its reason; a
              no-show, when a grower records that someone did not come; and the thank-you notes and
              private 1 to 5 ratings each of you leaves afterwards.
            </li>
            <li>
              <strong>Your garden:</strong> the plantings you add to the planting calendar’s tracker
              (plant, variety, dates, quantity, location and notes), whether you asked for a harvest
              reminder email and when we sent it, and the secret address of your harvest calendar
              feed. Only you see them; anyone you give the feed address to can read your harvest
              dates, and resetting it stops the old address at once.
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
              <strong>Notifications:</strong> a short note of each thing that concerns you (a
              message, a forum reply, a saved-search match, a reminder, a handover, a verification
              or moderation outcome) with its title, a line about it, where it links to, when it
              happened and whether you have opened it; and, for each kind, whether you want it in
              the site, by email or by push. Only you see them.
            </li>
            <li>
              <strong>Messages to us:</strong> the name, email address and message you send through
              the contact form, and when.
            </li>
            <li>
              <strong>Technical data:</strong> for each signed-in session, your IP address, your
              browser’s description of itself and when the session started and ends; the day you
              last used Glut signed in; our servers’ record of each request (IP address, the page
              asked for, browser, time and outcome), with the secret part of any emailed link (such
              as a password-reset or unsubscribe token) removed before it is written; and counters
              of recent attempts to sign in, sign up, check a password or send a message, kept
              against your IP address, your account or a coded form of the email address typed, to
              stop abuse.
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
              <strong>To provide Glut to you (contract):</strong> your account, listings, messages,
              requests and handovers, and membership, and the emails these need: reminding you of a
              pickup on its day, confirming your address, resetting your password, telling you about
              new messages, alerting you to new listings matching a search you saved, welcoming you
              as a member, and warning you before we delete an account nobody uses.
            </li>
            <li>
              <strong>Our legitimate interests:</strong> keeping Glut safe and working (sessions,
              request logs, limits on repeated attempts, investigating reports of misuse, showing a
              grower the record of those who ask for an item, and telling our moderators about a
              member repeatedly rated low or recorded as not coming, for a person to look at; no one
              is suspended automatically), checking that organisations offered free membership are
              genuine, paying partner organisations what they earn, and answering messages you send
              us. We have weighed these interests against your rights, and you can object to them
              (section 9).
            </li>
            <li>
              <strong>Legal obligations:</strong> keeping payment records for tax and accounting, a
              record of what you agreed to when you joined, and, under the Online Safety Act 2023,
              handling reports and complaints and keeping a record of moderation decisions.
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
          <li>
            When you ask for an item, its owner sees your request, your note and your record on
            Glut: how many items you have given and received, the thank-you notes left for you, your
            average rating once there is one, and how many times a grower recorded that you did not
            come. That record of no-shows is shown to owners choosing among the people who asked,
            and as a count on your member profile.
          </li>
          <li>
            The pickup day, times and meeting point of a handover are seen only by the two members
            in it. Who received an item is seen only by the two of them and our staff; other members
            see only that the item has been reserved or has gone.
          </li>
          <li>
            A thank-you note you leave is shown to members on the profile of the member you thank. A
            rating is never shown on its own, not even to the member rated: only the average of all
            their ratings, rounded, and only once they have three or more.
          </li>
          <li>
            The home and city pages show how many items were collected in a month and a year, in a
            city and across the UK: counts only, never who or what.
          </li>
          <li>
            Our open data (the API described on the open data page) and the widget food banks can
            put on their own websites publish counts of active listings by postcode district and
            category, and by what a food bank needs: never who listed them, never what they wrote,
            and never a count below three in a district, so no count points at one household.
          </li>
          <li>
            Members can see your profile: your display name, your town (never more exact), the month
            you joined, whether you are a verified organisation, how many items you have given and
            received, how many times you did not come to a pickup, and the thank-you notes others
            left you with their names. Ratings are never shown one by one: your profile shows their
            average, rounded, once there are at least three. Moderators see a note if it is
            reported, and a list of members whose ratings or missed pickups need a look.
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
      id: "complaints",
      title: "Reports, moderation and complaints",
      content: (
        <>
          <p>
            When you report something, we keep the report, which account sent it and why; the member
            you report is never told who you are. When a moderator hides content or an admin
            suspends an account, we record who decided, what and why, and tell the person affected.
          </p>
          <p>
            When you use our <Link to="/complaints">complaints page</Link>, we keep your name, email
            address, what you wrote, any link you gave and, if you were signed in, your account, so
            that we can answer you and show how we handled it. If you appeal a decision, we look up
            the decision about the account with the address you gave; it is shown only to our
            moderators.
          </p>
          <p>
            The person accountable for our duties under the Online Safety Act 2023 is{" "}
            {onlineSafety.name} (<a href={`mailto:${onlineSafety.email}`}>{onlineSafety.email}</a>).
          </p>
        </>
      ),
    },
  ];
}
