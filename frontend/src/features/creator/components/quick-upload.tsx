import { Link } from 'react-router-dom';
import { BookOpen, Mic, Music, type LucideIcon } from 'lucide-react';
import { paths } from '@/config/paths';

const tiles: Array<{ to: string; label: string; description: string; icon: LucideIcon }> = [
  { to: paths.user.songs, label: 'Upload Music', description: 'Albums and singles', icon: Music },
  {
    to: paths.user.sermons,
    label: 'Upload Sermon',
    description: 'Messages and teachings',
    icon: BookOpen,
  },
  {
    to: paths.user.podcasts,
    label: 'Upload Podcast',
    description: 'Series and episodes',
    icon: Mic,
  },
];

/** QuickUpload is the dashboard's three upload tiles. */
export function QuickUpload() {
  return (
    <section aria-labelledby="quick-upload-heading" className="grid gap-4">
      <h2 id="quick-upload-heading" className="text-lg font-semibold">
        Quick Upload
      </h2>
      <ul className="grid gap-4 sm:grid-cols-3">
        {tiles.map((tile) => (
          <li key={tile.to}>
            <Link
              to={tile.to}
              className="group flex h-full items-center gap-4 rounded-xl border bg-card p-5 shadow-sm transition-all hover:-translate-y-0.5 hover:border-gold-300 hover:shadow-md focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
            >
              <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-gold-100 text-gold-800 transition-colors group-hover:bg-primary group-hover:text-primary-foreground">
                <tile.icon className="size-5" aria-hidden="true" />
              </span>
              <span className="grid gap-0.5">
                <span className="font-medium">{tile.label}</span>
                <span className="text-sm text-muted-foreground">{tile.description}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
