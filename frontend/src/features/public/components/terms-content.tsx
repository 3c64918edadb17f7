import { Link } from 'react-router-dom';

import { paths } from '@/config/paths';

import { LegalPage, type LegalSection } from './legal-page';
import { ADULT_AGE, CONTACT_EMAIL, MINIMUM_AGE } from '../content/site';

const mail = <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>;

const sections: LegalSection[] = [
  {
    id: 'agreement',
    title: 'Agreeing to these terms',
    content: (
      <>
        <p>
          These terms are an agreement between you and Selah about your use of the Selah website,
          its podcast feeds and related services (together, &ldquo;Selah&rdquo;). By creating an
          account, or by using Selah without one, you agree to them. If you do not agree, please do
          not use Selah.
        </p>
        <p>
          Our <Link to={paths.privacyPolicy}>Privacy Policy</Link> explains how we handle your
          personal information and forms part of these terms.
        </p>
      </>
    ),
  },
  {
    id: 'eligibility',
    title: 'Who can use Selah',
    content: (
      <>
        <p>
          You must be at least {MINIMUM_AGE} years old to create an account. If you are under{' '}
          {ADULT_AGE}, you may use Selah only with the permission of a parent or guardian, who
          agrees to these terms on your behalf and is responsible for your use of Selah.
        </p>
        <p>
          You may not use Selah if we have previously suspended or removed your account for breaking
          these terms, unless we have agreed otherwise in writing.
        </p>
      </>
    ),
  },
  {
    id: 'your-account',
    title: 'Your account',
    content: (
      <ul>
        <li>Give your real name and an email address you control, and keep them up to date.</li>
        <li>
          Confirm your email address with the code we send you. Until you do, you cannot sign in.
        </li>
        <li>
          Keep your password to yourself and choose one you do not use elsewhere. You are
          responsible for what happens under your account; tell us at {mail} straight away if you
          think someone else has used it.
        </li>
        <li>
          An account is for one person. Do not share it, sell it or create accounts for others
          without their knowledge.
        </li>
      </ul>
    ),
  },
  {
    id: 'your-content',
    title: 'Content you upload',
    content: (
      <>
        <p>
          <strong>You keep ownership of everything you upload.</strong> Songs, sermons, podcast
          episodes, cover art, lyrics and descriptions remain yours (or your licensors&rsquo;).
        </p>
        <p>
          So that we can run Selah, you give us a worldwide, non-exclusive, royalty-free licence to
          store, copy, convert, stream and display your content, to list it in search and browse
          pages, and to include approved podcasts in public RSS feeds that podcast apps and
          directories can read and download from. We use this licence only to operate, secure and
          promote Selah. It ends when you delete the content or your account, except for copies
          already downloaded through a public podcast feed and copies in backups until they are
          overwritten.
        </p>
        <p>When you upload, you promise that:</p>
        <ul>
          <li>
            you own the content or have every permission it needs, including licences for any songs
            you cover and the consent of anyone who preaches, speaks or performs in it;
          </li>
          <li>
            the information you give with it (titles, credits, Bible references) is accurate; and
          </li>
          <li>it follows the content rules in section 6.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'review',
    title: 'Review and moderation',
    content: (
      <>
        <p>
          Every upload starts as <strong>pending</strong> and is reviewed by a Selah administrator
          before listeners can hear it. An administrator may <strong>approve</strong> it,{' '}
          <strong>reject</strong> it, or later <strong>suspend</strong> it, and may tell you why. If
          you change the content of an approved or rejected item, it returns to pending and is
          reviewed again.
        </p>
        <p>
          Review is a judgement made in good faith by people; it is not a guarantee that content is
          lawful or accurate, and it does not move responsibility for your content from you to us.
          We may remove content, or limit who can see it, when we believe it breaks these terms or
          the law. If you think we got a decision wrong, write to {mail} and we will look at it
          again.
        </p>
      </>
    ),
  },
  {
    id: 'content-rules',
    title: 'Content and conduct rules',
    content: (
      <>
        <p>
          Selah is a home for gospel and Christian audio: worship music, preaching, teaching,
          testimony and conversation about faith. Our creators come from many traditions, and we ask
          everyone to publish and behave honestly and respectfully. You must not upload or do
          anything that:
        </p>
        <ul>
          <li>infringes anyone&rsquo;s copyright, trademark, privacy or other rights;</li>
          <li>
            harasses, threatens or demeans people, or promotes hatred or violence against anyone for
            who they are;
          </li>
          <li>is sexually explicit, or sexualises or endangers children in any way;</li>
          <li>
            is deceptive, such as impersonating another artist, church or preacher, or misleading
            fundraising;
          </li>
          <li>contains malware, or files that are not the audio or images they claim to be;</li>
          <li>
            inflates plays, likes or downloads artificially, through bots, scripts, paid schemes or
            repeated automated requests;
          </li>
          <li>
            tries to get around our security, access content or accounts that are not yours, or
            collects data from Selah by automated means other than the public podcast feeds; or
          </li>
          <li>breaks any law that applies to you or to us.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'listening',
    title: 'Listening',
    content: (
      <>
        <p>
          Content on Selah is provided for your personal, non-commercial listening. You may not
          copy, re-publish, sell or broadcast it without the permission of the person who owns it.
          Podcast feeds may be used in any podcast app in the ordinary way.
        </p>
        <p>
          Play counts shown on Selah follow our counting rules: a play counts once per listener per
          episode in any 24 hours, and only after a minimum time listened. We may discount plays
          that we believe are not genuine.
        </p>
      </>
    ),
  },
  {
    id: 'copyright-complaints',
    title: 'Copyright complaints',
    content: (
      <>
        <p>
          If you believe content on Selah infringes your copyright, send us a notice with our{' '}
          <Link to={paths.public.reportCopyright()}>copyright notice form</Link>, or email {mail}{' '}
          with: your name and contact details; the work you believe is infringed; a link to the
          content on Selah; a statement that you believe in good faith that the use is not
          authorised; and a statement that the information you give is accurate and that you are the
          owner or authorised to act for the owner.
        </p>
        <p>
          We will act quickly, which may include removing the content, and we will tell the
          uploader. We suspend the accounts of people who repeatedly infringe.
        </p>
      </>
    ),
  },
  {
    id: 'suspension-and-deletion',
    title: 'Suspension and deleting your account',
    content: (
      <>
        <p>
          We may suspend or close an account that breaks these terms, that puts other people or
          Selah at risk, or where the law requires us to. A suspended account cannot sign in, and
          its content is hidden from listeners. Where it is safe and lawful to do so, we will tell
          you why.
        </p>
        <p>
          You may stop using Selah at any time, and you can delete your account on the{' '}
          <Link to={paths.deleteAccount}>Delete Account</Link> page. Deleting your account
          permanently removes your profile, your uploads and their files, your likes, your play
          history and your messages. It cannot be undone.
        </p>
      </>
    ),
  },
  {
    id: 'fees',
    title: 'Fees',
    content: (
      <p>
        Listening on Selah is free, and publishing is free for creators during early access. If we
        introduce paid plans, we will describe them clearly before they start, and nobody will be
        charged without first choosing a paid plan and agreeing to its price.
      </p>
    ),
  },
  {
    id: 'service-changes',
    title: 'Changes to Selah',
    content: (
      <p>
        Selah is growing and will change. We may add, change or remove features, and we may need to
        pause the service for maintenance. When a change takes away something important to you, such
        as the ability to get your content back out, we will give you reasonable notice where we
        can.
      </p>
    ),
  },
  {
    id: 'disclaimers',
    title: 'Disclaimers and liability',
    content: (
      <>
        <p>
          We work hard to keep Selah available and your content safe, but Selah is provided
          &ldquo;as is&rdquo; and &ldquo;as available&rdquo;. To the extent the law allows, we make
          no promise that it will always be uninterrupted or free of errors, and we are not
          responsible for content that other people upload. Please keep your own copies of the audio
          you publish.
        </p>
        <p>
          To the extent the law allows, Selah is not liable for indirect or consequential loss, or
          for loss of profits, revenue or data, arising from your use of Selah. Nothing in these
          terms limits liability that cannot be limited by law, or takes away rights you have as a
          consumer.
        </p>
      </>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to these terms',
    content: (
      <p>
        We may update these terms. If a change is significant, we will tell you by email or on the
        site before it takes effect. If you keep using Selah after a change takes effect, the new
        terms apply; if you do not agree with them, you can delete your account.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact us',
    content: (
      <p>Questions about these terms, a review decision or your account are welcome at {mail}.</p>
    ),
  },
];

/** TermsContent is the public terms of service at /terms. */
export function TermsContent() {
  return (
    <LegalPage
      title="Terms of Service"
      related={{ to: paths.privacyPolicy, label: 'Read the Privacy Policy' }}
      summary={
        <p>
          These terms set out how Selah works for listeners and creators: who can join, what you may
          upload, how we review it, and what happens if something goes wrong. Please read them: by
          using Selah you agree to them.
        </p>
      }
      sections={sections}
    />
  );
}
