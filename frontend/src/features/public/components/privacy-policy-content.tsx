import { Link } from 'react-router-dom';

import { paths } from '@/config/paths';

import { LegalPage, type LegalSection } from './legal-page';
import { ADULT_AGE, CONTACT_EMAIL, MINIMUM_AGE } from '../content/site';

const mail = <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>;

const sections: LegalSection[] = [
  {
    id: 'who-we-are',
    title: 'Who we are',
    content: (
      <>
        <p>
          Selah is a platform for publishing and listening to gospel audio: songs, sermons and
          podcasts. In this policy &ldquo;Selah&rdquo;, &ldquo;we&rdquo; and &ldquo;us&rdquo; mean
          the team that runs the Selah website, its podcast feeds and the services behind them. We
          are responsible for the personal information described here.
        </p>
        <p>
          This policy explains what we collect when you visit Selah, create an account, listen or
          publish, why we collect it, who can see it, and the choices you have. It applies together
          with our <Link to={paths.terms}>Terms of Service</Link>.
        </p>
      </>
    ),
  },
  {
    id: 'information-we-collect',
    title: 'Information we collect',
    content: (
      <>
        <h3>Information you give us</h3>
        <ul>
          <li>
            <strong>Account details:</strong> your full name, email address and password when you
            create an account. We store only a one-way hash of your password, never the password
            itself.
          </li>
          <li>
            <strong>Profile details:</strong> anything you add to your profile, such as a picture or
            a short biography.
          </li>
          <li>
            <strong>Content you upload:</strong> audio files, cover art, titles, descriptions,
            lyrics, genres, categories, and for sermons the preacher, series and Bible references.
          </li>
          <li>
            <strong>Messages:</strong> what you write to us, and messages our administrators send
            you about your account or your uploads.
          </li>
        </ul>
        <h3>Information created when you use Selah</h3>
        <ul>
          <li>
            <strong>Listening activity:</strong> which songs, sermons and episodes you play, for how
            long, and where you stopped, so you can resume later; and the items you like.
          </li>
          <li>
            <strong>Review records:</strong> when an administrator approves, rejects or suspends an
            upload, we record who made the change, when, and the reason given.
          </li>
          <li>
            <strong>Verification codes:</strong> the six-digit codes we email you to confirm your
            address or reset your password. We keep them only in hashed form, and they expire after
            ten minutes.
          </li>
          <li>
            <strong>Technical information:</strong> your IP address, browser or podcast app (user
            agent) and the time of each request, which our servers log to keep the service secure
            and working.
          </li>
        </ul>
        <p>
          We do not ask for your date of birth, phone number, location, payment details or contacts,
          and we do not buy information about you from anyone.
        </p>
      </>
    ),
  },
  {
    id: 'how-we-use-it',
    title: 'How we use your information',
    content: (
      <>
        <ul>
          <li>
            <strong>To run your account:</strong> to sign you in, keep you signed in, verify your
            email address and let you reset a forgotten password.
          </li>
          <li>
            <strong>To publish and play audio:</strong> to store what you upload, show it to
            listeners once it is approved, stream it, and remember where you stopped listening.
          </li>
          <li>
            <strong>To review content:</strong> our administrators look at new and changed uploads
            before they are shown to listeners, and may contact you about them.
          </li>
          <li>
            <strong>To count plays and give creators analytics:</strong> a play counts once per
            listener per episode in any 24 hours, and only after 30 seconds of a song or 60 seconds
            of a sermon or podcast episode. Creators see totals (plays, downloads and unique
            listeners by day); they do not see who you are or what else you listen to.
          </li>
          <li>
            <strong>To keep Selah safe:</strong> to limit repeated sign-in and code attempts, spot
            play-count manipulation, investigate abuse and enforce our Terms.
          </li>
          <li>
            <strong>To write to you:</strong> verification and password reset codes, messages about
            your uploads, and important notices about your account or these policies. We do not send
            marketing email unless you have asked us to.
          </li>
        </ul>
        <p>
          Where the law asks us for a legal basis, we rely on the contract between us (to provide
          the service you signed up for), our legitimate interests (to keep Selah secure and to
          understand how it is used, in ways you would reasonably expect), your consent where we ask
          for it, and legal obligations.
        </p>
      </>
    ),
  },
  {
    id: 'who-can-see-it',
    title: 'Who can see your information',
    content: (
      <>
        <ul>
          <li>
            <strong>Everyone:</strong> approved songs, sermons and podcasts, with their titles,
            descriptions, cover art and the creator name shown with them. Approved podcasts also
            have a public RSS feed that podcast apps and directories can read.
          </li>
          <li>
            <strong>Signed-in listeners:</strong> the same approved content, and the number of likes
            and plays it has.
          </li>
          <li>
            <strong>Creators:</strong> totals for their own content, never the identity of
            individual listeners.
          </li>
          <li>
            <strong>Selah administrators:</strong> account details (name, email, status and join
            date) and uploads, including those not yet approved, so they can review content and help
            you.
          </li>
        </ul>
        <p>
          Content that is pending, rejected or suspended is visible only to you and our
          administrators.
        </p>
      </>
    ),
  },
  {
    id: 'sharing',
    title: 'Sharing with others',
    content: (
      <>
        <p>
          <strong>We do not sell your personal information, and we do not show advertising.</strong>{' '}
          We share it only:
        </p>
        <ul>
          <li>
            with service providers who host our servers and files, deliver our emails, or store
            backups for us, under contracts that let them use it only to provide that service to us;
          </li>
          <li>
            with podcast apps and directories, which receive the public feeds of approved podcasts;
          </li>
          <li>
            when the law requires it, or when we need to protect the safety, rights or property of
            our users, the public or Selah; and
          </li>
          <li>
            with a successor organisation if Selah is ever transferred, which would remain bound by
            this policy for the information it receives.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'cookies-and-storage',
    title: 'Cookies and local storage',
    content: (
      <>
        <p>
          Selah does not use advertising or cross-site tracking cookies, and we do not use
          third-party analytics scripts.
        </p>
        <p>
          To keep you signed in, your browser stores a sign-in token in its local storage on your
          device. If you are an administrator, a separate token is stored for the admin area. While
          you confirm a new account, the email address you registered with is stored there too, so
          the code screen knows where the code was sent. These items are strictly necessary for the
          features you use.
        </p>
        <p>
          Signing out removes the sign-in token. You can also clear everything Selah has stored by
          clearing this site&rsquo;s data in your browser&rsquo;s settings; you will then need to
          sign in again.
        </p>
      </>
    ),
  },
  {
    id: 'email',
    title: 'Email',
    content: (
      <>
        <p>We use your email address to:</p>
        <ul>
          <li>send the six-digit code that confirms your address when you create an account;</li>
          <li>send a code when you ask to reset your password;</li>
          <li>deliver messages from our administrators about your account or uploads; and</li>
          <li>
            tell you about changes to these policies or to your account that you need to know about.
          </li>
        </ul>
        <p>
          If you receive a code you did not ask for, you can ignore it: nothing changes unless the
          code is entered. Never share a code with anyone; Selah staff will never ask you for one.
        </p>
      </>
    ),
  },
  {
    id: 'retention-and-deletion',
    title: 'How long we keep information',
    content: (
      <>
        <p>
          We keep your account and content for as long as your account exists. Verification codes
          expire after ten minutes, and server logs are kept only for as long as we need them for
          security and troubleshooting.
        </p>
        <p>
          You can delete your account at any time on the{' '}
          <Link to={paths.deleteAccount}>Delete Account</Link> page. Deletion is immediate and
          permanent: we delete your profile, your uploaded songs, podcasts and sermons with their
          audio files and cover art, your likes, your play history and your messages. Copies held in
          our encrypted backups are overwritten as the backups rotate, and we do not restore deleted
          accounts from them.
        </p>
        <p>
          If an administrator removes content or suspends an account for breaking our Terms, we may
          keep a record of that decision for as long as we need it to prevent the same abuse from
          happening again.
        </p>
      </>
    ),
  },
  {
    id: 'your-rights',
    title: 'Your rights and choices',
    content: (
      <>
        <p>Depending on where you live, you may have the right to:</p>
        <ul>
          <li>ask for a copy of the personal information we hold about you;</li>
          <li>
            correct information that is wrong, which you can do for most details in your account;
          </li>
          <li>delete your account and its information;</li>
          <li>object to or restrict some uses of your information; and</li>
          <li>receive your content and account information in a portable format.</li>
        </ul>
        <p>
          To use any of these rights, write to {mail} from the address on your account. We will
          answer within one month. You also have the right to complain to your local data protection
          authority, though we would be glad of the chance to put things right first.
        </p>
      </>
    ),
  },
  {
    id: 'children',
    title: 'Children and young people',
    content: (
      <>
        <p>
          You must be at least {MINIMUM_AGE} years old to create a Selah account. If you are under{' '}
          {ADULT_AGE}, you need the permission of a parent or guardian to use Selah, and they should
          read this policy with you.
        </p>
        <p>
          We do not knowingly collect information from children under {MINIMUM_AGE}. If you believe
          a child under {MINIMUM_AGE} has created an account, please contact us at {mail} and we
          will delete it.
        </p>
      </>
    ),
  },
  {
    id: 'security',
    title: 'Security',
    content: (
      <>
        <p>
          We protect your information with measures that match its sensitivity: all traffic to Selah
          is encrypted in transit, passwords and verification codes are stored only as hashes,
          repeated sign-in and code attempts are limited, and changing your password signs you out
          of every other device. Audio that is not yet approved is never served to the public.
        </p>
        <p>
          No service can promise perfect security. If we learn of a breach that affects your
          personal information, we will tell you and the relevant authorities as the law requires.
        </p>
      </>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    content: (
      <p>
        We may update this policy as Selah changes. When we make a significant change we will tell
        you by email or on the site before it takes effect, and the effective date at the top of
        this page will change. The version on this page is always the one in force.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact us',
    content: (
      <p>
        For any question about this policy or your information, email {mail}. A person reads every
        message.
      </p>
    ),
  },
];

/** PrivacyPolicyContent is the public privacy policy at /privacy-policy. */
export function PrivacyPolicyContent() {
  return (
    <LegalPage
      title="Privacy Policy"
      related={{ to: paths.terms, label: 'Read the Terms of Service' }}
      summary={
        <p>
          The short version: we collect what we need to run your account, publish your audio and
          count plays honestly. We don&rsquo;t sell your information, we don&rsquo;t show ads, and
          you can delete your account and everything in it whenever you choose.
        </p>
      }
      sections={sections}
    />
  );
}
