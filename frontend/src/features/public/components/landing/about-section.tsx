import { HandHeartIcon, KeyRoundIcon, ShieldCheckIcon, type LucideIcon } from 'lucide-react';

import { SectionHeading } from './section-heading';

const VALUES: { icon: LucideIcon; title: string; body: string }[] = [
  {
    icon: ShieldCheckIcon,
    title: 'People review every release',
    body: 'Nothing goes live until someone on our team has listened and looked. It is slower than a free-for-all, and that is the point.',
  },
  {
    icon: KeyRoundIcon,
    title: 'Your work stays yours',
    body: 'You keep the rights to everything you upload. We only ask for what we need to host and deliver it, and you can take it down at any time.',
  },
  {
    icon: HandHeartIcon,
    title: 'Listeners are not the product',
    body: 'No ads, no selling of data, no tracking scripts. Creators see how many people listened, never who they were.',
  },
];

/** AboutSection tells why Selah exists and what it holds to. */
export function AboutSection() {
  return (
    <section
      id="about"
      aria-labelledby="about-title"
      className="scroll-mt-16 bg-stone-950 py-20 text-stone-300 sm:py-28"
    >
      <div className="mx-auto grid max-w-6xl gap-14 px-4 sm:px-6 lg:grid-cols-2 lg:gap-20 lg:px-8">
        <div>
          <SectionHeading
            id="about-title"
            eyebrow="About Selah"
            tone="dark"
            align="left"
            title="A pause worth making room for"
          />
          <div className="mt-6 space-y-5 text-lg leading-8">
            <p>
              <em className="text-white not-italic">Selah</em> appears more than seventy times in
              the Psalms and in Habakkuk. Nobody is quite sure what it meant: perhaps a rest in the
              music, perhaps a call to lift up the voice, perhaps simply &ldquo;stop, and think
              about that.&rdquo;
            </p>
            <p>
              We built Selah for that moment. Gospel audio is scattered: sermons buried in church
              websites, choirs that never made it onto a streaming service, podcasts that are hard
              to find among millions of others. We wanted one place where creators can publish with
              care and listeners can trust what they find.
            </p>
            <p>
              Selah is young, and we are building it alongside the artists, pastors and podcasters
              who use it. If something could be better, tell us.
            </p>
          </div>
        </div>
        <ul className="grid content-center gap-4">
          {VALUES.map((value) => (
            <li
              key={value.title}
              className="flex gap-4 rounded-2xl border border-stone-800 bg-stone-900/60 p-6"
            >
              <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-primary/15 text-gold-300">
                <value.icon aria-hidden="true" className="size-5" />
              </span>
              <span>
                <span className="block text-lg font-semibold text-white">{value.title}</span>
                <span className="mt-1 block leading-7 text-stone-400">{value.body}</span>
              </span>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
