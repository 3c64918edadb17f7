import * as React from 'react';
import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { cn } from '@/lib/utils';
import { Logo } from '@/components/logo';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

/** AuthLayout frames every account screen: brand panel on wide screens, the form in a card. */
export function AuthLayout({
  title,
  description,
  children,
  footer,
  align = 'start',
}: {
  /** align centres the heading (for confirmation screens). */
  align?: 'start' | 'center';
  title: React.ReactNode;
  description?: React.ReactNode;
  children: React.ReactNode;
  footer?: React.ReactNode;
}) {
  return (
    <div className="grid min-h-dvh lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
      <aside className="relative hidden overflow-hidden bg-stone-950 p-12 text-stone-100 lg:flex lg:flex-col lg:justify-between">
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -top-32 -right-32 size-96 rounded-full bg-gold-500/20 blur-3xl"
        />
        <div
          aria-hidden="true"
          className="pointer-events-none absolute -bottom-40 -left-24 size-[28rem] rounded-full bg-gold-700/20 blur-3xl"
        />
        <Link
          to={paths.home}
          className="relative flex w-fit items-center rounded-md text-white"
          aria-label="Selah home"
        >
          <Logo />
        </Link>
        <div className="relative grid max-w-md gap-6">
          <p className="text-3xl leading-snug font-semibold tracking-tight text-white">
            Share the songs, sermons and podcasts that lift people up.
          </p>
          <p className="text-stone-300">
            Upload once, reach listeners everywhere, and see how your ministry grows.
          </p>
        </div>
        <blockquote className="relative border-l-2 border-gold-500 pl-4 text-sm text-stone-300">
          “Be still, and know that I am God.”
          <span className="mt-1 block text-gold-300">Psalm 46:10</span>
        </blockquote>
      </aside>

      <main className="flex flex-col items-center justify-center bg-stone-50 px-4 py-10 sm:px-6 lg:bg-background">
        <Link
          to={paths.home}
          className="mb-8 flex items-center rounded-md lg:hidden"
          aria-label="Selah home"
        >
          <Logo />
        </Link>
        <Card className="w-full max-w-md border-stone-200 shadow-md lg:border-0 lg:shadow-none">
          <CardHeader
            className={cn('gap-2 px-6 pt-8 pb-6 sm:px-8', align === 'center' && 'text-center')}
          >
            <CardTitle className="text-2xl">
              <h1>{title}</h1>
            </CardTitle>
            {description ? (
              <CardDescription className="text-base">{description}</CardDescription>
            ) : null}
          </CardHeader>
          <CardContent className="px-6 pb-8 sm:px-8">{children}</CardContent>
        </Card>
        {footer ? (
          <div className="mt-6 text-center text-sm text-muted-foreground">{footer}</div>
        ) : null}
      </main>
    </div>
  );
}
