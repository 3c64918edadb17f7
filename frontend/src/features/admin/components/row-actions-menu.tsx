import type * as React from 'react';
import { MoreHorizontal } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';

interface RowActionsMenuProps {
  /** label names the row for screen readers: "Actions for <label>". */
  label: string;
  disabled?: boolean;
  /** contentClassName sizes the open menu to its longest item. */
  contentClassName: string;
  children: React.ReactNode;
}

/** RowActionsMenu is the "…" button at the end of an admin table row and the menu it opens. */
export function RowActionsMenu({
  label,
  disabled,
  contentClassName,
  children,
}: RowActionsMenuProps) {
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          className="size-9"
          aria-label={`Actions for ${label}`}
          disabled={disabled}
        >
          <MoreHorizontal aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className={contentClassName}>
        {children}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
