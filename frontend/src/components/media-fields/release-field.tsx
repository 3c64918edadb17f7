import { FormField } from '@/components/form-field';
import { Input } from '@/components/ui/input';
import type { BoundFieldProps } from '@/components/media-fields/bind-field';
import { Optional } from '@/components/media-fields/optional';
import { nowLocalInput, viewerTimeZone } from '@/lib/release-time';

/** releaseHint names the viewer's time zone and what the time does. */
export function releaseHint(timeZone: string = viewerTimeZone(), scheduled = false): string {
  const zone = timeZone ? `In your time zone (${timeZone}). ` : '';
  return scheduled
    ? `${zone}It goes live at this time; clear it to release it now.`
    : `${zone}Once approved, it goes live at this time.`;
}

/**
 * ReleaseTimeField is an item's optional release time, a `datetime-local` in the viewer's time
 * zone (the form sends it as UTC). `scheduled`: the item is approved and waits for this time.
 */
export function ReleaseTimeField({
  registration,
  disabled,
  className,
  scheduled = false,
  ...field
}: BoundFieldProps & { className?: string; scheduled?: boolean }) {
  return (
    <FormField
      label={
        <>
          Release date and time <Optional />
        </>
      }
      hint={releaseHint(undefined, scheduled)}
      className={className}
      {...field}
    >
      {(aria) => (
        <Input
          {...aria}
          type="datetime-local"
          min={nowLocalInput()}
          disabled={disabled}
          className="sm:max-w-64"
          {...registration}
        />
      )}
    </FormField>
  );
}
