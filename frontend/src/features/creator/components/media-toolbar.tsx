import { OptionMenu } from '@/components/option-menu';
import type { StatusFilter, StatusFilterOption } from '@/features/creator/utils/status-filters';

/** StatusMenu is the status filter menu of a creator list. */
export function StatusMenu({
  value,
  options,
  onChange,
}: {
  value: StatusFilter;
  options: StatusFilterOption[];
  onChange: (value: StatusFilter) => void;
}) {
  return (
    <OptionMenu value={value} options={options} onChange={onChange} label="Filter by status" />
  );
}
