import {
  BarChart3Icon,
  CloudUploadIcon,
  LibraryIcon,
  RssIcon,
  ShieldCheckIcon,
  SmartphoneIcon,
  type LucideIcon,
} from 'lucide-react';

import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { SectionHeading } from './section-heading';

interface Feature {
  icon: LucideIcon;
  title: string;
  body: string;
  note?: string;
  /** link: where the feature is, when it is one page of Selah. */
  link?: { to: string; label: string };
}

const FEATURES: Feature[] = [
  {
    icon: CloudUploadIcon,
    title: 'Easy upload',
    body: 'Add an album, a sermon or a whole podcast series in one form: cover art, track or episode list, descriptions and lyrics together. Large files resume where they stopped if your connection drops.',
  },
  {
    icon: BarChart3Icon,
    title: 'Honest analytics',
    body: 'Plays, downloads and unique listeners by day over 7, 30 or 90 days, for one release or your whole catalogue, with a CSV export. A play only counts once someone has really listened.',
  },
  {
    icon: LibraryIcon,
    title: 'Series, kept in order',
    body: 'Albums keep their track order, podcasts their episodes, sermons their series, preacher and Bible references, so listeners can search for “Romans 8” and find the teaching.',
  },
  {
    icon: RssIcon,
    title: 'Distribution built in',
    body: 'Every approved podcast gets an RSS feed with Apple Podcasts and Podcasting 2.0 tags. Submit it once to Apple Podcasts, Spotify or any podcast app, and new episodes follow on their own.',
  },
  {
    icon: SmartphoneIcon,
    title: 'Install the app',
    body: 'Install Selah from your browser on your phone, tablet or computer: it opens like any other app, remembers where you stopped on every device, and plays the episodes you download with no signal.',
    note: 'Works offline',
    link: { to: paths.app.root, label: 'Open the Selah app' },
  },
  {
    icon: ShieldCheckIcon,
    title: 'Reviewed with care',
    body: 'Every upload is checked by a person before it goes live, and changes to a published release are checked again, so listeners can trust what they find here.',
  },
];

const STEPS = [
  {
    title: 'Create your free account',
    body: 'Sign up with your name and email, and confirm the six-digit code we send you.',
  },
  {
    title: 'Upload your release',
    body: 'Add the cover, the tracks or episodes, and the details listeners search for.',
  },
  {
    title: 'Reviewed, then live',
    body: 'Our team reviews it, you see its status on your dashboard, and once approved it is live everywhere.',
  },
];

/** FeaturesSection lists what Selah does for creators and shows the three steps from sign-up to live. */
export function FeaturesSection() {
  return (
    <section
      id="features"
      aria-labelledby="features-title"
      className="scroll-mt-16 bg-white py-20 sm:py-28"
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="features-title"
          eyebrow="Features"
          title="Everything between the last take and the first listen"
          description="Selah handles the hosting, the feeds and the figures, so you can spend your week on the music and the message."
        />

        <ul className="mt-14 grid gap-px overflow-hidden rounded-2xl border bg-border sm:grid-cols-2 lg:grid-cols-3">
          {FEATURES.map((feature) => (
            <li key={feature.title} className="flex flex-col bg-white p-6 sm:p-7">
              <span className="grid size-11 place-items-center rounded-xl bg-accent text-primary-strong ring-1 ring-gold-200">
                <feature.icon aria-hidden="true" className="size-5" />
              </span>
              <h3 className="mt-5 flex flex-wrap items-center gap-2 text-lg font-semibold text-foreground">
                {feature.title}
                {feature.note ? (
                  <span className="rounded-full bg-stone-100 px-2 py-0.5 text-xs font-medium text-stone-600">
                    {feature.note}
                  </span>
                ) : null}
              </h3>
              <p className="mt-2 leading-7 text-muted-foreground">{feature.body}</p>
              {feature.link ? (
                <Link
                  to={feature.link.to}
                  className="mt-3 w-fit text-sm font-semibold text-primary-strong underline-offset-4 hover:underline focus-visible:underline"
                >
                  {feature.link.label}
                </Link>
              ) : null}
            </li>
          ))}
        </ul>

        <div className="mt-20">
          <h3 className="text-center text-xl font-semibold text-foreground">
            From your desk to their ears in three steps
          </h3>
          <ol className="mt-10 grid gap-8 md:grid-cols-3">
            {STEPS.map((step, index) => (
              <li key={step.title} className="relative flex gap-4 md:flex-col md:gap-0">
                <span className="grid size-10 shrink-0 place-items-center rounded-full bg-primary text-sm font-semibold text-primary-foreground">
                  {index + 1}
                </span>
                {index < STEPS.length - 1 ? (
                  <span
                    aria-hidden="true"
                    className="absolute top-5 left-14 hidden h-px w-[calc(100%-3rem)] bg-gradient-to-r from-gold-300 to-transparent md:block"
                  />
                ) : null}
                <span className="md:mt-5">
                  <span className="block font-semibold text-foreground">{step.title}</span>
                  <span className="mt-1 block leading-7 text-muted-foreground">{step.body}</span>
                </span>
              </li>
            ))}
          </ol>
        </div>
      </div>
    </section>
  );
}
