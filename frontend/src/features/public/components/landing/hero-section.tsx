import { Link } from 'react-router-dom';
import { ArrowRightIcon, CheckIcon } from 'lucide-react';

import { BUTTON_CLASS } from '@/components/ui/button-class';
import { paths } from '@/config/paths';

import { NowPlayingDemo } from '../now-playing-demo';

const PROMISES = [
  'Free for listeners',
  'Every upload reviewed by a person',
  'RSS feeds for every podcast',
];

/** HeroSection opens the landing page: the promise, the two calls to action and the now-playing demo. */
export function HeroSection() {
  // Each line rises into place, 50 ms after the one before (none when the visitor prefers less motion).
  const enter = (delay: number) => ({ style: { animationDelay: `${delay}s` } });

  return (
    <section aria-labelledby="hero-title" className="relative isolate overflow-hidden">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(60rem_30rem_at_85%_-10%,var(--color-gold-100),transparent_70%),radial-gradient(40rem_24rem_at_-10%_110%,var(--color-gold-50),transparent_70%)]"
      />
      <div className="mx-auto grid max-w-6xl grid-cols-1 items-center gap-14 px-4 pt-14 pb-20 sm:px-6 sm:pt-20 lg:grid-cols-[minmax(0,1.1fr)_minmax(0,0.9fr)] lg:gap-10 lg:px-8 lg:pt-24 lg:pb-28">
        <div>
          <p
            {...enter(0)}
            className="inline-flex items-center gap-2 rounded-full border border-gold-200 bg-white/70 px-3 py-1 text-sm font-medium text-gold-800 motion-safe:animate-rise-in"
          >
            <span className="size-1.5 rounded-full bg-primary" aria-hidden="true" />
            Songs · Sermons · Podcasts
          </p>
          <h1
            {...enter(0.05)}
            id="hero-title"
            className="mt-6 text-4xl font-semibold tracking-tight text-balance text-foreground motion-safe:animate-slide-in sm:text-5xl lg:text-6xl"
          >
            Where gospel audio finds its listeners
          </h1>
          <p
            {...enter(0.1)}
            className="mt-6 max-w-xl text-lg leading-8 text-pretty text-stone-700 motion-safe:animate-slide-in"
          >
            Selah is one home for worship songs, Sunday sermons and faith podcasts. Creators publish
            in minutes, our team reviews every release, and listeners hear it on the web or in the
            podcast app they already use.
          </p>
          <div
            {...enter(0.15)}
            className="mt-8 flex flex-col gap-3 motion-safe:animate-rise-in sm:flex-row"
          >
            <Link data-slot="button" className={BUTTON_CLASS.primaryLg} to={paths.createAccount}>
              Start publishing free
              <ArrowRightIcon aria-hidden="true" />
            </Link>
            <Link
              data-slot="button"
              className={BUTTON_CLASS.outlineLg}
              to={{ pathname: paths.home, hash: '#features' }}
            >
              See how it works
            </Link>
          </div>
          <ul
            {...enter(0.2)}
            className="mt-8 flex flex-col gap-2 text-sm text-stone-700 motion-safe:animate-rise-in sm:flex-row sm:flex-wrap sm:gap-x-6"
          >
            {PROMISES.map((promise) => (
              <li key={promise} className="flex items-center gap-2">
                <CheckIcon aria-hidden="true" className="size-4 text-primary-strong" />
                {promise}
              </li>
            ))}
          </ul>
        </div>
        <NowPlayingDemo />
      </div>
    </section>
  );
}
