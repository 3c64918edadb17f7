import type { ComponentType, ReactNode } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import {
  AlertTriangleIcon,
  BarChart3Icon,
  CoffeeIcon,
  HeartIcon,
  HistoryIcon,
  KeyRoundIcon,
  LifeBuoyIcon,
  LogInIcon,
  LogOutIcon,
  MailIcon,
  MusicIcon,
  UserRoundIcon,
} from 'lucide-react';

import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { userPb } from '@/lib/pocketbase';

import { DeleteAccountDialog } from './delete-account-dialog';
import { CONTACT_EMAIL } from '../content/site';
import { useUserSession } from '../hooks/use-user-session';

const LOSSES: { icon: ComponentType<{ className?: string }>; title: string; detail: string }[] = [
  {
    icon: UserRoundIcon,
    title: 'Your profile',
    detail: 'Your name, email address, profile picture and sign-in details.',
  },
  {
    icon: MusicIcon,
    title: 'Your songs, podcasts and sermons',
    detail:
      'Everything you uploaded, with its audio files and cover art. Podcast feeds stop working, so podcast apps can no longer fetch your episodes.',
  },
  {
    icon: BarChart3Icon,
    title: 'Plays and analytics',
    detail: 'Play counts and listening figures for your uploads.',
  },
  {
    icon: HeartIcon,
    title: 'Your likes',
    detail: 'Every song, sermon and podcast you have liked.',
  },
  {
    icon: HistoryIcon,
    title: 'Your play history',
    detail: 'What you have listened to, and where you stopped in each episode.',
  },
  {
    icon: MailIcon,
    title: 'Your messages',
    detail: 'Messages from the Selah team about your account and uploads.',
  },
];

/** DeleteAccountContent explains what deleting an account means, offers alternatives, and does it. */
export function DeleteAccountContent() {
  const { signedIn, email } = useUserSession();
  const navigate = useNavigate();

  const signOut = () => {
    userPb.authStore.clear();
    navigate(paths.home);
  };

  return (
    <div className="bg-gradient-to-b from-stone-50 to-background">
      <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
        <p className="text-sm font-semibold tracking-wide text-primary-strong uppercase">Account</p>
        <h1 className="mt-2 text-4xl font-semibold tracking-tight text-foreground sm:text-5xl">
          Delete your account
        </h1>
        <p className="mt-4 text-lg leading-8 text-stone-700">
          We&rsquo;re sorry to see you go. Before you decide, here is exactly what deleting your
          Selah account means, and a few things you can do instead.
        </p>

        <Alert variant="destructive" className="mt-8 px-5 py-4">
          <AlertTriangleIcon aria-hidden="true" />
          <AlertTitle className="text-base">Deleting your account is permanent</AlertTitle>
          <AlertDescription>
            <p>
              Your account and everything in it are deleted as soon as you confirm. We cannot
              restore them afterwards, and our support team cannot undo it either.
            </p>
          </AlertDescription>
        </Alert>

        <section aria-labelledby="what-you-lose" className="mt-12">
          <h2 id="what-you-lose" className="text-2xl font-semibold tracking-tight">
            What you will lose
          </h2>
          <ul className="mt-6 grid gap-3 sm:grid-cols-2">
            {LOSSES.map((item) => (
              <li key={item.title} className="flex gap-4 rounded-xl border bg-card p-4 shadow-xs">
                <span className="grid size-10 shrink-0 place-items-center rounded-lg bg-red-50 text-red-700">
                  <item.icon aria-hidden="true" className="size-5" />
                </span>
                <span>
                  <span className="block font-semibold text-foreground">{item.title}</span>
                  <span className="mt-1 block text-sm leading-6 text-muted-foreground">
                    {item.detail}
                  </span>
                </span>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="alternatives" className="mt-12">
          <h2 id="alternatives" className="text-2xl font-semibold tracking-tight">
            You could do this instead
          </h2>
          <ul className="mt-6 grid gap-3 sm:grid-cols-2">
            <Alternative
              icon={LogOutIcon}
              title="Sign out"
              action={
                signedIn ? (
                  <Button variant="outline" size="sm" onClick={signOut}>
                    Sign out of this browser
                  </Button>
                ) : null
              }
            >
              Worried about a shared or lost device? Signing out removes your session from this
              browser and keeps everything else.
            </Alternative>
            <Alternative
              icon={KeyRoundIcon}
              title="Change your password"
              action={
                <Button asChild variant="outline" size="sm">
                  <Link to={paths.forgotPassword}>Reset password</Link>
                </Button>
              }
            >
              If you think someone else has used your account, set a new password. Every other
              device is signed out.
            </Alternative>
            <Alternative
              icon={LifeBuoyIcon}
              title="Contact support"
              action={
                <Button asChild variant="outline" size="sm">
                  <a href={`mailto:${CONTACT_EMAIL}`}>Email {CONTACT_EMAIL}</a>
                </Button>
              }
            >
              A problem with an upload, a review decision or a message? Tell us; a person will read
              it and help.
            </Alternative>
            <Alternative icon={CoffeeIcon} title="Take a break">
              You don&rsquo;t have to delete anything to step away. Your account stays quiet while
              you&rsquo;re gone, we don&rsquo;t send marketing email, and your library is here when
              you return.
            </Alternative>
          </ul>
        </section>

        <section
          aria-labelledby="confirm-delete"
          className="mt-12 rounded-2xl border border-red-200 bg-white p-6 shadow-sm sm:p-8"
        >
          <h2 id="confirm-delete" className="text-2xl font-semibold tracking-tight">
            Delete my account
          </h2>
          {signedIn ? (
            <>
              <p className="mt-3 leading-7 text-stone-700">
                {email ? (
                  <>
                    You are signed in as{' '}
                    <strong className="font-semibold text-foreground">{email}</strong>.{' '}
                  </>
                ) : null}
                You&rsquo;ll be asked to type your email address to confirm. Once confirmed, your
                account is deleted immediately and you are signed out.
              </p>
              <div className="mt-6">
                <DeleteAccountDialog />
              </div>
            </>
          ) : (
            <>
              <p className="mt-3 leading-7 text-stone-700">
                To protect your account, you must sign in before you can delete it. After signing in
                you will come straight back to this page.
              </p>
              <div className="mt-6 flex flex-col gap-3 sm:flex-row sm:items-center">
                <Button asChild size="lg">
                  <Link to={`${paths.login}?next=${paths.deleteAccount}`}>
                    <LogInIcon aria-hidden="true" />
                    Sign in to delete your account
                  </Link>
                </Button>
                <Button asChild variant="link" className="px-0 sm:px-4">
                  <Link to={paths.forgotPassword}>Forgot your password?</Link>
                </Button>
              </div>
            </>
          )}
        </section>
      </div>
    </div>
  );
}

interface AlternativeProps {
  icon: ComponentType<{ className?: string }>;
  title: string;
  children: ReactNode;
  action?: ReactNode;
}

function Alternative({ icon: Icon, title, children, action }: AlternativeProps) {
  return (
    <li className="flex flex-col rounded-xl border bg-card p-5 shadow-xs">
      <span className="flex items-center gap-3">
        <span className="grid size-9 shrink-0 place-items-center rounded-lg bg-accent text-primary-strong">
          <Icon aria-hidden="true" className="size-5" />
        </span>
        <span className="font-semibold text-foreground">{title}</span>
      </span>
      <span className="mt-3 flex-1 text-sm leading-6 text-muted-foreground">{children}</span>
      {action ? <span className="mt-4">{action}</span> : null}
    </li>
  );
}
