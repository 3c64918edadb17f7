import { ListFilter, type LucideIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { RadioMenu } from '@/components/radio-menu';
import { cn } from '@/lib/utils';

export interface OptionMenuProps<T extends string> {
  value: T;
  options: Array<{ value: T; label: string }>;
  onChange: (value: T) => void;
  /** label names the menu for screen readers ("Filter by status"). */
  label: string;
  /** icon: the trigger's icon; a filter funnel by default. */
  icon?: LucideIcon;
  className?: string;
}

/** OptionMenu is a filter menu: a button showing the current choice, radio items inside. */
export function OptionMenu<T extends string>({
  value,
  options,
  onChange,
  label,
  icon: Icon = ListFilter,
  className,
}: OptionMenuProps<T>) {
  const current = options.find((o) => o.value === value) ?? options[0];
  return (
    <RadioMenu
      trigger={
        <Button
          variant="outline"
          aria-label={`${label}: ${current.label}`}
          className={cn('justify-between', className)}
        >
          <Icon aria-hidden="true" />
          {current.label}
        </Button>
      }
      label={label}
      value={value}
      options={options}
      onChange={onChange}
      contentClassName="min-w-44"
    />
  );
}
