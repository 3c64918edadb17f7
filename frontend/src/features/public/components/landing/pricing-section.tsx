import { Link } from 'react-router-dom';
import { CheckIcon } from 'lucide-react';
import { clsx } from 'clsx';

import { BUTTON_CLASS } from '@/components/ui/button-class';
import { paths } from '@/config/paths';

import { CONTACT_EMAIL } from '../../content/site';
import { SectionHeading } from './section-heading';

interface Plan {
  name: string;
  price: string;
  cadence: string;
  description: string;
  features: string[];
  cta: { label: string; to?: string; href?: string };
  highlighted?: boolean;
  badge?: string;
}

const PLANS: Plan[] = [
  {
    name: 'Listener',
    price: 'Free',
    cadence: 'always',
    description: 'For anyone who wants to hear gospel music and preaching.',
    features: [
      'Every approved song, sermon and podcast',
      'No ads',
      'Likes and resume where you stopped',
      'Search sermons by Bible passage',
    ],
    cta: { label: 'Create a free account', to: paths.createAccount },
  },
  {
    name: 'Creator',
    price: 'Free',
    cadence: 'during early access',
    description: 'For artists, pastors and podcasters publishing their own work.',
    features: [
      'Unlimited albums, sermons and podcast series',
      'Review by our team before release',
      'RSS feeds for your podcasts',
      'Analytics over 7, 30 and 90 days, with CSV export',
      'Resumable uploads for large files',
    ],
    cta: { label: 'Start publishing', to: paths.createAccount },
    highlighted: true,
    badge: 'Early access',
  },
  {
    name: 'Ministry',
    price: 'Custom',
    cadence: 'for larger teams',
    description: 'For churches and ministries with a large archive or several speakers.',
    features: [
      'Everything in Creator',
      'Help moving an existing sermon archive',
      'Several preachers and series under one ministry',
      'A direct line to our team',
    ],
    cta: {
      label: 'Contact us',
      href: `mailto:${CONTACT_EMAIL}?subject=Selah%20for%20our%20ministry`,
    },
  },
];

/** planButton is a plan's call to action: a full-width large button, filled for the highlighted plan. */
function planButton(plan: Plan) {
  return plan.highlighted ? BUTTON_CLASS.planPrimary : BUTTON_CLASS.planOutline;
}

/** PricingSection states what Selah costs: nothing for listeners, nothing for creators during early access. */
export function PricingSection() {
  return (
    <section
      id="pricing"
      aria-labelledby="pricing-title"
      className="scroll-mt-16 bg-white py-20 sm:py-28"
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="pricing-title"
          eyebrow="Pricing"
          title="Free to listen. Free to publish while we grow."
          description="No card, no trial clock. If we introduce paid creator plans, we’ll tell you well before, and nobody is charged without choosing a plan."
        />
        <div className="mt-14 grid gap-6 lg:grid-cols-3 lg:items-start">
          {PLANS.map((plan) => (
            <article
              key={plan.name}
              aria-labelledby={`plan-${plan.name}`}
              className={clsx(
                'relative flex flex-col rounded-2xl border bg-white p-7',
                plan.highlighted
                  ? 'border-primary shadow-xl ring-1 shadow-gold-900/10 ring-primary lg:-mt-4 lg:pb-11'
                  : 'shadow-sm',
              )}
            >
              {plan.badge ? (
                <span className="absolute -top-3 left-7 rounded-full bg-primary px-3 py-1 text-xs font-semibold text-primary-foreground">
                  {plan.badge}
                </span>
              ) : null}
              <h3 id={`plan-${plan.name}`} className="text-lg font-semibold text-foreground">
                {plan.name}
              </h3>
              <p className="mt-1 text-sm text-muted-foreground">{plan.description}</p>
              <p className="mt-6 flex items-baseline gap-2">
                <span className="text-4xl font-semibold tracking-tight text-foreground">
                  {plan.price}
                </span>
                <span className="text-sm text-muted-foreground">{plan.cadence}</span>
              </p>
              <ul className="mt-6 flex-1 space-y-3">
                {plan.features.map((feature) => (
                  <li key={feature} className="flex gap-3 text-sm leading-6 text-stone-700">
                    <CheckIcon
                      aria-hidden="true"
                      className="mt-0.5 size-4 shrink-0 text-primary-strong"
                    />
                    {feature}
                  </li>
                ))}
              </ul>
              {plan.cta.to ? (
                <Link data-slot="button" className={planButton(plan)} to={plan.cta.to}>
                  {plan.cta.label}
                </Link>
              ) : (
                <a data-slot="button" className={planButton(plan)} href={plan.cta.href}>
                  {plan.cta.label}
                </a>
              )}
            </article>
          ))}
        </div>
      </div>
    </section>
  );
}
