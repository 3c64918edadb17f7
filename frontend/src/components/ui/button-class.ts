// The pieces of buttonVariants' output (button.tsx), in the order cn leaves them.
const START = 'inline-flex shrink-0 items-center justify-center gap-2';
const REST =
  "font-medium whitespace-nowrap transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 disabled:pointer-events-none disabled:opacity-60 [&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4";
/** the base classes as written, kept whole by the default and icon sizes */
const BASE = `${START} rounded-md text-sm ${REST}`;
/** the base classes under size lg, whose own rounded-md and text-base replace the base's */
const BASE_LG = `${START} ${REST}`;
const PRIMARY = 'bg-primary text-primary-foreground shadow-sm hover:bg-primary-hover';
const OUTLINE =
  'border border-input bg-background shadow-sm hover:bg-accent hover:text-accent-foreground';
const GHOST = 'hover:bg-accent hover:text-accent-foreground';
const SIZE = 'h-10 px-4 py-2';
const SIZE_LG = 'h-12 rounded-md px-6 text-base';

/**
 * BUTTON_CLASS holds, written out, the class names `<Button>` renders for the buttons of the screens
 * in the entry chunk: the public site's header, the landing page and the error screens. Those render
 * plain elements (with data-slot="button") carrying these names, so they need no runtime class merging
 * and the landing page does not download tailwind-merge. Each entry is exactly
 * cn(buttonVariants({ variant, size, className })) for the props named beside it, which
 * button-class.test.ts checks.
 */
export const BUTTON_CLASS = {
  /** variant default, size default */
  primary: `${BASE} ${PRIMARY} ${SIZE}`,
  /** variant default, size lg */
  primaryLg: `${BASE_LG} ${PRIMARY} ${SIZE_LG}`,
  /** variant outline, size default */
  outline: `${BASE} ${OUTLINE} ${SIZE}`,
  /** variant outline, size lg */
  outlineLg: `${BASE_LG} ${OUTLINE} ${SIZE_LG}`,
  /** variant ghost, size default */
  ghost: `${BASE} ${GHOST} ${SIZE}`,
  /** the site header's menu button: variant ghost, size icon, className "md:hidden" */
  menuToggle: `${BASE} ${GHOST} size-10 md:hidden`,
  /** the now-playing demo's play button: size icon, className "size-12 rounded-full" */
  demoPlay: `${START} text-sm ${REST} ${PRIMARY} size-12 rounded-full`,
  /** the closing call to action's dark button: size lg, className "bg-stone-950 text-white hover:bg-stone-800" */
  ctaPrimary: `${BASE_LG} shadow-sm ${SIZE_LG} bg-stone-950 text-white hover:bg-stone-800`,
  /** the closing call to action's outline button: variant outline, size lg, with a see-through stone look */
  ctaOutline: `${BASE_LG} border shadow-sm ${SIZE_LG} border-stone-950/30 bg-transparent text-stone-950 hover:bg-white/30 hover:text-stone-950`,
  /** a highlighted pricing plan's button: size lg, className "mt-8 w-full" */
  planPrimary: `${BASE_LG} ${PRIMARY} ${SIZE_LG} mt-8 w-full`,
  /** another pricing plan's button: variant outline, size lg, className "mt-8 w-full" */
  planOutline: `${BASE_LG} ${OUTLINE} ${SIZE_LG} mt-8 w-full`,
} as const;
