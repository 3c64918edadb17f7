import { Link } from 'react-router-dom';
import { m, useReducedMotion } from 'motion/react';
import { ArrowRightIcon, CheckIcon } from 'lucide-react';

import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';

import { NowPlayingDemo } from '../now-playing-demo';

const PROMISES = [
  'Free for listeners',
  'Every upload reviewed by a person',
  'RSS feeds for every podcast',
];

/** HeroSection opens the landing page: the promise, the two calls to action and the now-playing demo. */
export function HeroSection() {
  const reduceMotion = useReducedMotion();
  const enter = (delay: number) =>
    reduceMotion
      ? {}
      : {
          initial: { opacity: 0, y: 16 },
          animate: { opacity: 1, y: 0 },
          transition: { duration: 0.5, ease: [0.22, 1, 0.36, 1] as const, delay },
        };

  return (
    <section aria-labelledby="hero-title" className="relative isolate overflow-hidden">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(60rem_30rem_at_85%_-10%,var(--color-gold-100),transparent_70%),radial-gradient(40rem_24rem_at_-10%_110%,var(--color-gold-50),transparent_70%)]"
      />
      <div className="mx-auto grid max-w-6xl grid-cols-1 items-center gap-14 px-4 pt-14 pb-20 sm:px-6 sm:pt-20 lg:grid-cols-[minmax(0,1.1fr)_minmax(0,0.9fr)] lg:gap-10 lg:px-8 lg:pt-24 lg:pb-28">
        <div>
          <m.p
            {...enter(0)}
            className="inline-flex items-center gap-2 rounded-full border border-gold-200 bg-white/70 px-3 py-1 text-sm font-medium text-gold-800"
          >
            <span className="size-1.5 rounded-full bg-primary" aria-hidden="true" />
            Songs · Sermons · Podcasts
          </m.p>
          <m.h1
            {...enter(0.05)}
            id="hero-title"
            className="mt-6 text-4xl font-semibold tracking-tight text-balance text-foreground sm:text-5xl lg:text-6xl"
          >
            Where gospel audio finds its listeners
          </m.h1>
          <m.p
            {...enter(0.1)}
            className="mt-6 max-w-xl text-lg leading-8 text-pretty text-stone-700"
          >
            Selah is one home for worship songs, Sunday sermons and faith podcasts. Creators publish
            in minutes, our team reviews every release, and listeners hear it on the web or in the
            podcast app they already use.
          </m.p>
          <m.div {...enter(0.15)} className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Button asChild size="lg">
              <Link to={paths.createAccount}>
                Start publishing free
                <ArrowRightIcon aria-hidden="true" />
              </Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to={{ pathname: paths.home, hash: '#features' }}>See how it works</Link>
            </Button>
          </m.div>
          <m.ul
            {...enter(0.2)}
            className="mt-8 flex flex-col gap-2 text-sm text-stone-700 sm:flex-row sm:flex-wrap sm:gap-x-6"
          >
            {PROMISES.map((promise) => (
              <li key={promise} className="flex items-center gap-2">
                <CheckIcon aria-hidden="true" className="size-4 text-primary-strong" />
                {promise}
              </li>
            ))}
          </m.ul>
        </div>
        <NowPlayingDemo />
      </div>
    </section>
  );
}
