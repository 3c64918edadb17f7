import * as React from 'react';
import { Link, NavLink, Outlet, useLocation } from 'react-router-dom';
import { LogOut, Menu } from 'lucide-react';
import { cn } from '@/lib/utils';
import { Logo } from '@/components/logo';
import { Button } from '@/components/ui/button';
import { Sheet, SheetContent, SheetDescription, SheetTitle } from '@/components/ui/sheet';
import { Spinner } from '@/components/ui/spinner';

export interface ShellNavItem {
  to: string;
  label: string;
  icon: React.ComponentType<{ className?: string }>;
  /** end: active only on this exact path (for index routes). */
  end?: boolean;
  /** alsoActiveOn: more path prefixes that light this item up. */
  alsoActiveOn?: string[];
  /**
   * badge: a count beside the label (e.g. open reports), hidden at 0 or while unknown; `label`
   * is what a screen reader hears in its place ("3 open reports").
   */
  badge?: { count: number | null; label: (count: number) => string };
}

/** NavBadge is a nav item's count: a red pill, read out as its label. */
function NavBadge({ badge }: { badge: NonNullable<ShellNavItem['badge']> }) {
  const count = badge.count ?? 0;
  if (count <= 0) return null;
  return (
    <>
      {' '}
      <span
        data-testid="nav-badge"
        className="ml-auto inline-flex h-5 min-w-5 items-center justify-center rounded-full bg-red-600 px-1.5 text-xs font-semibold text-white tabular-nums"
      >
        <span aria-hidden="true">{count > 99 ? '99+' : count}</span>
        <span className="sr-only">{badge.label(count)}</span>
      </span>
    </>
  );
}

export interface ShellNavSection {
  label?: string;
  items: ShellNavItem[];
}

export interface DashboardShellProps {
  /** areaLabel names the navigation for screen readers, e.g. "Creator". */
  areaLabel: string;
  logoHref: string;
  sections: ShellNavSection[];
  /** sidebarExtra sits under the navigation (e.g. the creator's library). */
  sidebarExtra?: React.ReactNode;
  sidebarFooter?: React.ReactNode;
  onLogout: () => void;
  /** bottomBar is fixed under the content (the now-playing bar); nothing when null. */
  bottomBar?: React.ReactNode;
  children?: React.ReactNode;
}

function SidebarNav({
  areaLabel,
  logoHref,
  sections,
  sidebarExtra,
  sidebarFooter,
  onNavigate,
}: Pick<
  DashboardShellProps,
  'areaLabel' | 'logoHref' | 'sections' | 'sidebarExtra' | 'sidebarFooter'
> & {
  onNavigate?: () => void;
}) {
  const { pathname } = useLocation();
  return (
    <div className="flex h-full flex-col">
      <div className="flex h-16 shrink-0 items-center px-6">
        <Link
          to={logoHref}
          onClick={onNavigate}
          className="flex items-center rounded-md"
          aria-label={`Selah ${areaLabel.toLowerCase()} home`}
        >
          <Logo />
        </Link>
      </div>
      <nav aria-label={areaLabel} className="flex-1 overflow-y-auto px-4 py-4">
        {sections.map((section, i) => (
          <div key={section.label ?? i} className={cn(i > 0 && 'mt-6')}>
            {section.label ? (
              <p className="mb-2 px-3 text-xs font-semibold tracking-wider text-muted-foreground uppercase">
                {section.label}
              </p>
            ) : null}
            <ul className="grid gap-1">
              {section.items.map((item) => {
                const extraActive = item.alsoActiveOn?.some((p) => pathname.startsWith(p)) ?? false;
                return (
                  <li key={item.to + item.label}>
                    <NavLink
                      to={item.to}
                      end={item.end}
                      onClick={onNavigate}
                      className={({ isActive }) =>
                        cn(
                          'flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium text-stone-700 transition-colors hover:bg-stone-100 hover:text-stone-900',
                          (isActive || extraActive) &&
                            'bg-gold-100 text-gold-900 hover:bg-gold-100 hover:text-gold-900',
                        )
                      }
                    >
                      <item.icon className="size-[18px] shrink-0" aria-hidden="true" />
                      {item.label}
                      {item.badge ? <NavBadge badge={item.badge} /> : null}
                    </NavLink>
                  </li>
                );
              })}
            </ul>
          </div>
        ))}
        {sidebarExtra ? <div className="mt-6">{sidebarExtra}</div> : null}
      </nav>
      {sidebarFooter ? <div className="shrink-0 border-t px-6 py-4">{sidebarFooter}</div> : null}
    </div>
  );
}

/**
 * DashboardShell is the signed-in frame: a fixed 300 px sidebar on wide screens (a drawer
 * behind a menu button on narrow ones), a top bar with Logout at the right, the page, and an
 * optional bar fixed at the bottom.
 */
export function DashboardShell({ onLogout, bottomBar, children, ...nav }: DashboardShellProps) {
  const [menuOpen, setMenuOpen] = React.useState(false);
  return (
    <div className="min-h-dvh bg-stone-50/60">
      <aside
        aria-label={`${nav.areaLabel} sidebar`}
        className="fixed inset-y-0 left-0 z-30 hidden w-[300px] border-r bg-sidebar lg:block"
      >
        <SidebarNav {...nav} />
      </aside>

      <Sheet open={menuOpen} onOpenChange={setMenuOpen}>
        <SheetContent side="left" className="bg-sidebar">
          <SheetTitle className="sr-only">Menu</SheetTitle>
          <SheetDescription className="sr-only">
            Navigate the {nav.areaLabel.toLowerCase()} area
          </SheetDescription>
          <SidebarNav {...nav} onNavigate={() => setMenuOpen(false)} />
        </SheetContent>
      </Sheet>

      <div className={cn('flex min-h-dvh flex-col lg:pl-[300px]', bottomBar && 'pb-24')}>
        <header className="sticky top-0 z-20 flex h-16 shrink-0 items-center gap-3 border-b bg-background/90 px-4 backdrop-blur sm:px-6 lg:px-10">
          <Button
            variant="ghost"
            size="icon"
            className="-ml-2 lg:hidden"
            aria-label="Open menu"
            aria-expanded={menuOpen}
            onClick={() => setMenuOpen(true)}
          >
            <Menu className="size-5" aria-hidden="true" />
          </Button>
          <Link
            to={nav.logoHref}
            className="flex items-center rounded-md lg:hidden"
            aria-label={`Selah ${nav.areaLabel.toLowerCase()} home`}
          >
            <Logo className="text-lg" markClassName="size-7" />
          </Link>
          <div className="ml-auto">
            <Button variant="outline" onClick={onLogout}>
              <LogOut aria-hidden="true" />
              Logout
            </Button>
          </div>
        </header>
        <main className="mx-auto w-full max-w-6xl flex-1 px-4 py-8 sm:px-6 lg:px-10 lg:py-10">
          <React.Suspense
            fallback={
              <div className="flex justify-center py-24">
                <Spinner className="size-8" />
              </div>
            }
          >
            {children ?? <Outlet />}
          </React.Suspense>
        </main>
      </div>

      {bottomBar ? (
        <div className="fixed inset-x-0 bottom-0 z-30 border-t bg-background lg:left-[300px]">
          {bottomBar}
        </div>
      ) : null}
    </div>
  );
}
