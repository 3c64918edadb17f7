import type * as React from 'react';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuRadioGroup,
  DropdownMenuRadioItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';

export interface RadioMenuProps<T extends string> {
  /** trigger: the button that opens the menu and shows the current choice. */
  trigger: React.ReactElement;
  /** label: the menu's heading ("Filter by status", "Sleep timer"). */
  label: string;
  value: T;
  options: ReadonlyArray<{ value: T; label: React.ReactNode }>;
  onChange: (value: T) => void;
  /** side: where the menu opens from the trigger; below by default. */
  side?: 'top' | 'bottom';
  /** contentClassName: the open menu's classes (its width). */
  contentClassName?: string;
  itemClassName?: string;
  /** container: where the open menu is rendered (a landmark it belongs to); <body> by default. */
  container?: HTMLElement | null;
  /** modal: false keeps the rest of the page readable while the menu is open. */
  modal?: boolean;
}

/**
 * RadioMenu is a dropdown of one-of-many choices: a trigger, then a heading and the choices as
 * radio items. The filter menus, the player's speed and its sleep timer are each one.
 */
export function RadioMenu<T extends string>({
  trigger,
  label,
  value,
  options,
  onChange,
  side,
  contentClassName,
  itemClassName,
  container,
  modal,
}: RadioMenuProps<T>) {
  return (
    <DropdownMenu modal={modal}>
      <DropdownMenuTrigger asChild>{trigger}</DropdownMenuTrigger>
      <DropdownMenuContent
        align="end"
        side={side}
        className={contentClassName}
        container={container}
      >
        <DropdownMenuLabel className="text-xs text-muted-foreground">{label}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuRadioGroup value={value} onValueChange={(v) => onChange(v as T)}>
          {options.map((o) => (
            <DropdownMenuRadioItem key={o.value} value={o.value} className={itemClassName}>
              {o.label}
            </DropdownMenuRadioItem>
          ))}
        </DropdownMenuRadioGroup>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
