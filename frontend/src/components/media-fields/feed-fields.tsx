import { FormField } from '@/components/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import type { BoundFieldProps } from '@/components/media-fields/bind-field';
import { Optional } from '@/components/media-fields/optional';
import { languageOptions } from '@/lib/languages';

/** OWNER_EMAIL_HINT says plainly that the address is published, and why. */
export const OWNER_EMAIL_HINT =
  "Published in this podcast's public feed, so Apple Podcasts, Spotify and other directories can verify that you own it (Spotify sends a code there). Use an address you are happy to make public. Left empty, the feed names Selah instead, and you cannot claim the podcast on Spotify.";

/** LanguageField is a podcast's language, the feed's <language>; `current` stays an option. */
export function LanguageField({
  registration,
  disabled,
  current,
  className,
  ...field
}: BoundFieldProps & { current?: string; className?: string }) {
  return (
    <FormField
      label="Language"
      hint="The language spoken in the podcast, as its feed tells podcast apps."
      className={className}
      {...field}
    >
      {(aria) => (
        <NativeSelect {...aria} disabled={disabled} {...registration}>
          {languageOptions(current).map((l) => (
            <option key={l.code} value={l.code}>
              {l.name}
            </option>
          ))}
        </NativeSelect>
      )}
    </FormField>
  );
}

/** OwnerEmailField is the optional address a podcast's feed publishes as its owner's. */
export function OwnerEmailField({
  registration,
  disabled,
  className,
  ...field
}: BoundFieldProps & { className?: string }) {
  return (
    <FormField
      label={
        <>
          Owner email <Optional />
        </>
      }
      hint={OWNER_EMAIL_HINT}
      className={className}
      {...field}
    >
      {(aria) => (
        <Input
          {...aria}
          type="email"
          autoComplete="email"
          placeholder="name@example.com"
          disabled={disabled}
          {...registration}
        />
      )}
    </FormField>
  );
}
