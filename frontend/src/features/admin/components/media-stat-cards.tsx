import { CalendarPlus, ListMusic, PlayCircle } from 'lucide-react';
import { StatCard } from '@/components/stat-card';

export interface MediaStatCardsProps {
  /** label: the section's accessible name ("Sermon statistics"). */
  label: string;
  loading: boolean;
  /** none: the figures are unknown (the list failed), so no captions. */
  none: boolean;
  totalTitle: string;
  total: string;
  totalCaption: string;
  totalPlays: string;
  playsCaption: string | undefined;
  newThisMonth: string;
}

/** MediaStatCards are the three figures above a media review table. */
export function MediaStatCards({
  label,
  loading,
  none,
  totalTitle,
  total,
  totalCaption,
  totalPlays,
  playsCaption,
  newThisMonth,
}: MediaStatCardsProps) {
  return (
    <section aria-label={label} className="grid grid-cols-3 gap-2 sm:gap-4">
      <StatCard
        title={totalTitle}
        icon={ListMusic}
        loading={loading}
        value={total}
        caption={none ? undefined : totalCaption}
      />
      <StatCard
        title="Total Plays"
        icon={PlayCircle}
        loading={loading}
        value={totalPlays}
        caption={none ? undefined : playsCaption}
      />
      <StatCard
        title="New This Month"
        icon={CalendarPlus}
        loading={loading}
        value={newThisMonth}
        caption={none ? undefined : 'Uploaded since the 1st'}
      />
    </section>
  );
}
