import type * as React from 'react';
import { StatCard } from '@/components/stat-card';

/** StatFigure is one figure of a StatCardRow, its value already formatted. */
export interface StatFigure {
  title: string;
  icon: React.ComponentType<{ className?: string }>;
  value: React.ReactNode;
  caption?: React.ReactNode;
}

/**
 * StatCardRow is a page's headline figures: four in a row on wide screens, two on a phone,
 * skeletons while they load.
 */
export function StatCardRow({
  label,
  loading,
  figures,
}: {
  label: string;
  loading: boolean;
  figures: StatFigure[];
}) {
  return (
    <section aria-label={label} className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
      {figures.map((figure) => (
        <StatCard
          key={figure.title}
          title={figure.title}
          icon={figure.icon}
          loading={loading}
          value={figure.value}
          caption={figure.caption}
        />
      ))}
    </section>
  );
}
