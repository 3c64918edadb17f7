import { BookOpenIcon, CheckIcon, MicIcon, MusicIcon, type LucideIcon } from 'lucide-react';

import { SectionHeading } from './section-heading';

interface Audience {
  icon: LucideIcon;
  label: string;
  title: string;
  body: string;
  points: string[];
}

const AUDIENCES: Audience[] = [
  {
    icon: MusicIcon,
    label: 'For artists',
    title: 'Release music to people looking for it',
    body: 'Choirs, worship teams and solo artists publish albums and singles where listeners come for gospel music.',
    points: [
      'Albums with track order, lyrics and cover art',
      'Genres from hymns and Southern gospel to urban and Afro gospel',
      'Plays per release and your top tracks at a glance',
    ],
  },
  {
    icon: BookOpenIcon,
    label: 'For pastors',
    title: 'Carry Sunday’s message into the week',
    body: 'Churches and ministries keep every sermon in one searchable place, for the congregation and for whoever needs it next.',
    points: [
      'Sermon series with preacher, theme and Bible references',
      'Listeners find messages by passage, such as “John 3”',
      'Pick up where they left off, on any device',
    ],
  },
  {
    icon: MicIcon,
    label: 'For podcasters',
    title: 'Host your show and reach every app',
    body: 'Devotionals, Bible studies and conversations about faith, hosted on Selah and delivered wherever your listeners subscribe.',
    points: [
      'A public RSS feed for every approved podcast',
      'Downloads from podcast apps counted by IAB rules',
      'Add new episodes to a series at any time',
    ],
  },
];

/** CreatorsSection speaks to Selah's three kinds of creator in turn. */
export function CreatorsSection() {
  return (
    <section
      id="creators"
      aria-labelledby="creators-title"
      className="scroll-mt-16 bg-stone-50 py-20 sm:py-28"
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6 lg:px-8">
        <SectionHeading
          id="creators-title"
          eyebrow="Who it’s for"
          title="Made for the people who make gospel audio"
          description="Whether you lead worship, preach on Sundays or host a weekly show, Selah is shaped around how you already work."
        />
        <div className="mt-14 grid gap-6 lg:grid-cols-3">
          {AUDIENCES.map((audience) => (
            <article
              key={audience.label}
              className="flex flex-col rounded-2xl border bg-white p-7 shadow-sm"
            >
              <div className="flex items-center gap-3">
                <span className="grid size-10 place-items-center rounded-full bg-primary text-primary-foreground">
                  <audience.icon aria-hidden="true" className="size-5" />
                </span>
                <span className="text-sm font-semibold tracking-wide text-primary-strong uppercase">
                  {audience.label}
                </span>
              </div>
              <h3 className="mt-5 text-xl font-semibold text-foreground">{audience.title}</h3>
              <p className="mt-2 leading-7 text-muted-foreground">{audience.body}</p>
              <ul className="mt-6 space-y-3 border-t pt-6">
                {audience.points.map((point) => (
                  <li key={point} className="flex gap-3 text-sm leading-6 text-stone-700">
                    <CheckIcon
                      aria-hidden="true"
                      className="mt-0.5 size-4 shrink-0 text-primary-strong"
                    />
                    {point}
                  </li>
                ))}
              </ul>
            </article>
          ))}
        </div>
      </div>
    </section>
  );
}
