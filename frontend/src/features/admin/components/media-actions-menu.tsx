import { Check, Eye } from 'lucide-react';
import {
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
} from '@/components/ui/dropdown-menu';
import { cn } from '@/lib/utils';
import { RowActionsMenu } from '@/features/admin/components/row-actions-menu';
import type { StatusTarget } from '@/features/admin/components/use-status-changer';
import { adminStatusLabel, statusTone } from '@/features/admin/utils/media-status';

const DOT: Record<string, string> = {
  green: 'bg-green-600',
  yellow: 'bg-yellow-500',
  blue: 'bg-sky-600',
  red: 'bg-red-600',
  grey: 'bg-stone-400',
};

export interface MediaActionsMenuProps {
  item: StatusTarget;
  /** statuses: the server's list, in its order. */
  statuses: string[];
  onViewDetails: () => void;
  /** onChangeStatus: a status other than the current one was chosen. */
  onChangeStatus: (status: string) => void;
  disabled?: boolean;
}

/**
 * MediaActionsMenu is an item's "…" menu: View Details, then Change Status with every status
 * of the server's list, the current one checked and highlighted.
 */
export function MediaActionsMenu({
  item,
  statuses,
  onViewDetails,
  onChangeStatus,
  disabled,
}: MediaActionsMenuProps) {
  return (
    <RowActionsMenu label={item.title} disabled={disabled} contentClassName="min-w-52">
      <DropdownMenuItem onSelect={onViewDetails}>
        <Eye aria-hidden="true" />
        View Details
      </DropdownMenuItem>
      <DropdownMenuSeparator />
      <DropdownMenuLabel className="text-xs text-muted-foreground">Change Status</DropdownMenuLabel>
      <DropdownMenuRadioGroup
        value={item.adminStatus}
        onValueChange={(status) => {
          if (status !== item.adminStatus) onChangeStatus(status);
        }}
      >
        {statuses.map((status) => {
          const current = status === item.adminStatus;
          return (
            <DropdownMenuRadioItem
              key={status}
              value={status}
              data-current={current || undefined}
              indicator={<Check className="size-4" />}
              className={cn(current && 'bg-gold-50 font-semibold text-gold-900')}
            >
              <span
                aria-hidden="true"
                className={cn('size-2 rounded-full', DOT[statusTone(status)])}
              />
              {adminStatusLabel(status)}
              {current ? (
                <span className="ml-auto text-xs font-normal text-muted-foreground">Current</span>
              ) : null}
            </DropdownMenuRadioItem>
          );
        })}
      </DropdownMenuRadioGroup>
    </RowActionsMenu>
  );
}
