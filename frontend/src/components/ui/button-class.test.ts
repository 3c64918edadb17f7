import { describe, expect, it } from 'vitest';
import { buttonVariants } from '@/components/ui/button';
import { BUTTON_CLASS } from '@/components/ui/button-class';
import { cn } from '@/lib/utils';

type Props = NonNullable<Parameters<typeof buttonVariants>[0]>;

/** PROPS are the <Button> props each BUTTON_CLASS entry stands for. */
const PROPS: Record<keyof typeof BUTTON_CLASS, Props> = {
  primary: {},
  primaryLg: { size: 'lg' },
  outline: { variant: 'outline' },
  outlineLg: { variant: 'outline', size: 'lg' },
  ghost: { variant: 'ghost' },
  menuToggle: { variant: 'ghost', size: 'icon', className: 'md:hidden' },
  demoPlay: { size: 'icon', className: 'size-12 rounded-full' },
  ctaPrimary: { size: 'lg', className: 'bg-stone-950 text-white hover:bg-stone-800' },
  ctaOutline: {
    variant: 'outline',
    size: 'lg',
    className:
      'border-stone-950/30 bg-transparent text-stone-950 hover:bg-white/30 hover:text-stone-950',
  },
  planPrimary: { variant: 'default', size: 'lg', className: 'mt-8 w-full' },
  planOutline: { variant: 'outline', size: 'lg', className: 'mt-8 w-full' },
};

describe('BUTTON_CLASS', () => {
  it.each(Object.entries(PROPS) as [keyof typeof BUTTON_CLASS, Props][])(
    '%s is what <Button> renders for its props',
    (name, props) => {
      expect(BUTTON_CLASS[name]).toBe(cn(buttonVariants(props)));
    },
  );
});
