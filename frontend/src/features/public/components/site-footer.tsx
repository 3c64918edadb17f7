import { Link, type To } from 'react-router-dom';

import { PlainLogo } from '@/components/logo-base';
import { paths } from '@/config/paths';

import { CONTACT_EMAIL } from '../content/site';

interface FooterLink {
  label: string;
  to?: To;
  href?: string;
}

const COLUMNS: { title: string; links: FooterLink[] }[] = [
  {
    title: 'Product',
    links: [
      { label: 'Features', to: { pathname: paths.home, hash: '#features' } },
      { label: 'For creators', to: { pathname: paths.home, hash: '#creators' } },
      { label: 'Pricing', to: { pathname: paths.home, hash: '#pricing' } },
      { label: 'Blog', to: { pathname: paths.home, hash: '#blog' } },
    ],
  },
  {
    title: 'Account',
    links: [
      { label: 'Sign in', to: paths.login },
      { label: 'Create an account', to: paths.createAccount },
      { label: 'Reset your password', to: paths.forgotPassword },
      { label: 'About Selah', to: { pathname: paths.home, hash: '#about' } },
      { label: 'Contact support', href: `mailto:${CONTACT_EMAIL}` },
    ],
  },
  {
    title: 'Legal',
    links: [
      { label: 'Privacy Policy', to: paths.privacyPolicy },
      { label: 'Terms of Service', to: paths.terms },
      { label: 'Delete Account', to: paths.deleteAccount },
    ],
  },
];

const linkClass =
  'rounded-sm text-sm text-stone-400 transition-colors hover:text-white focus-visible:ring-2 focus-visible:ring-ring';

/** SiteFooter closes every public page: brand, product and account links, the legal links and copyright. */
export function SiteFooter() {
  const year = new Date().getFullYear();
  return (
    <footer className="bg-stone-950 text-stone-300">
      <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6 lg:px-8">
        <div className="grid grid-cols-2 gap-x-6 gap-y-10 md:grid-cols-[1.4fr_repeat(3,1fr)]">
          <div className="col-span-2 max-w-xs md:col-span-1">
            <Link
              to={paths.home}
              aria-label="Selah home"
              className="inline-block rounded-md focus-visible:ring-2 focus-visible:ring-ring"
            >
              <PlainLogo className="text-white" />
            </Link>
            <p className="mt-4 text-sm leading-6 text-stone-400">
              A home for gospel songs, sermons and podcasts: published by the people who make them,
              reviewed with care, free to hear.
            </p>
          </div>
          {COLUMNS.map((column) => (
            <nav key={column.title} aria-label={column.title}>
              <h2 className="text-sm font-semibold text-white">{column.title}</h2>
              <ul className="mt-4 space-y-3">
                {column.links.map((link) => (
                  <li key={link.label}>
                    {link.to ? (
                      <Link to={link.to} className={linkClass}>
                        {link.label}
                      </Link>
                    ) : (
                      <a href={link.href} className={linkClass}>
                        {link.label}
                      </a>
                    )}
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
        <div className="mt-12 flex flex-col gap-2 border-t border-stone-800 pt-6 text-sm text-stone-400 sm:flex-row sm:items-center sm:justify-between">
          <p>© {year} Selah. All rights reserved.</p>
          <p>Made for the choir loft, the pulpit and the commute.</p>
        </div>
      </div>
    </footer>
  );
}
