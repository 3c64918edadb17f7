import { useEffect, useId, useState } from 'react';
import { Link } from 'react-router-dom';
import { MenuIcon, XIcon } from 'lucide-react';

import { clsx } from 'clsx';

import { PlainLogo } from '@/components/logo-base';
import { BUTTON_CLASS } from '@/components/ui/button-class';
import { paths } from '@/config/paths';

import { SECTION_LINKS } from '../content/site';

/**
 * SiteHeader is the public pages' sticky header: logo, the landing page's section anchors, Sign In and
 * Get Started. Below the md breakpoint the anchors and buttons move into a menu opened by a button.
 */
export function SiteHeader() {
  const [open, setOpen] = useState(false);
  const menuId = useId();

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open]);

  const close = () => setOpen(false);

  return (
    <header className="sticky top-0 z-40 border-b border-border/70 bg-background/90 backdrop-blur supports-[backdrop-filter]:bg-background/75">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8">
        <Link
          to={paths.home}
          onClick={close}
          className="rounded-md focus-visible:ring-2 focus-visible:ring-ring"
          aria-label="Selah home"
        >
          <PlainLogo />
        </Link>

        <nav aria-label="Main" className="hidden md:block">
          <ul className="flex items-center gap-1">
            {SECTION_LINKS.map((link) => (
              <li key={link.id}>
                <Link
                  to={{ pathname: paths.home, hash: `#${link.id}` }}
                  className="rounded-md px-3 py-2 text-sm font-medium text-muted-foreground transition-colors hover:bg-accent hover:text-accent-foreground"
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <div className="hidden items-center gap-2 md:flex">
          <Link data-slot="button" className={BUTTON_CLASS.ghost} to={paths.login}>
            Sign In
          </Link>
          <Link data-slot="button" className={BUTTON_CLASS.primary} to={paths.createAccount}>
            Get Started
          </Link>
        </div>

        <button
          data-slot="button"
          className={BUTTON_CLASS.menuToggle}
          aria-expanded={open}
          aria-controls={menuId}
          aria-label={open ? 'Close menu' : 'Open menu'}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? <XIcon className="size-5" /> : <MenuIcon className="size-5" />}
        </button>
      </div>

      <div
        id={menuId}
        hidden={!open}
        className={clsx('border-t border-border/70 bg-background md:hidden', open && 'shadow-lg')}
      >
        <nav aria-label="Mobile" className="mx-auto max-w-6xl px-4 pt-2 pb-4 sm:px-6">
          <ul className="flex flex-col">
            {SECTION_LINKS.map((link) => (
              <li key={link.id}>
                <Link
                  to={{ pathname: paths.home, hash: `#${link.id}` }}
                  onClick={close}
                  className="block rounded-md px-3 py-3 text-base font-medium text-foreground hover:bg-accent"
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
          <div className="mt-3 grid grid-cols-2 gap-3 border-t border-border/70 pt-4">
            <Link
              data-slot="button"
              className={BUTTON_CLASS.outlineLg}
              to={paths.login}
              onClick={close}
            >
              Sign In
            </Link>
            <Link
              data-slot="button"
              className={BUTTON_CLASS.primaryLg}
              to={paths.createAccount}
              onClick={close}
            >
              Get Started
            </Link>
          </div>
        </nav>
      </div>
    </header>
  );
}
