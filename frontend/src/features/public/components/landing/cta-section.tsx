import { Link } from 'react-router-dom';
import { ArrowRightIcon } from 'lucide-react';

import { BUTTON_CLASS } from '@/components/ui/button-class';
import { paths } from '@/config/paths';

/** CtaSection is the landing page's closing invitation to sign up. */
export function CtaSection() {
  return (
    <section aria-labelledby="cta-title" className="bg-white px-4 pb-20 sm:px-6 sm:pb-28 lg:px-8">
      <div className="relative isolate mx-auto max-w-6xl overflow-hidden rounded-3xl bg-gradient-to-br from-gold-300 via-primary to-gold-600 px-6 py-14 text-center sm:px-12 sm:py-20">
        <div
          aria-hidden="true"
          className="absolute inset-0 -z-10 bg-[radial-gradient(circle_at_20%_0%,rgba(255,255,255,0.45),transparent_45%)]"
        />
        <h2
          id="cta-title"
          className="mx-auto max-w-2xl text-3xl font-semibold tracking-tight text-balance text-stone-950 sm:text-4xl"
        >
          Your next song, sermon or episode deserves to be heard
        </h2>
        <p className="mx-auto mt-4 max-w-xl text-lg leading-8 text-stone-900/80">
          Create a free account in a minute. Upload when you are ready; we&rsquo;ll take it from
          there.
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Link data-slot="button" className={BUTTON_CLASS.ctaPrimary} to={paths.createAccount}>
            Get Started
            <ArrowRightIcon aria-hidden="true" />
          </Link>
          <Link data-slot="button" className={BUTTON_CLASS.ctaOutline} to={paths.login}>
            Sign In
          </Link>
        </div>
      </div>
    </section>
  );
}
