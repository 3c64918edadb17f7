import { Link } from 'react-router-dom';
import { LayoutDashboard, Settings } from 'lucide-react';
import { paths } from '@/config/paths';
import { useUserAuth } from '@/lib/auth/user-auth';
import { PageHeader } from '@/components/page-header';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';

const links = [
  {
    to: paths.user.root,
    title: 'Creator Dashboard',
    description: 'Upload songs, sermons and podcasts and follow their review.',
    icon: LayoutDashboard,
  },
  {
    to: paths.app.settings,
    title: 'Settings',
    description: 'Your account details and sign-out.',
    icon: Settings,
  },
];

/** AppHome is /app: the signed-in home. */
export default function AppHome() {
  const { user } = useUserAuth();
  const firstName = user.name.trim().split(/\s+/)[0] || 'there';
  return (
    <div className="grid gap-8">
      <PageHeader title={`Welcome, ${firstName}`} description="Where would you like to go?" />
      <ul className="grid gap-4 sm:grid-cols-2">
        {links.map((link) => (
          <li key={link.to}>
            <Link
              to={link.to}
              className="block h-full rounded-xl focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
            >
              <Card className="h-full transition-all hover:-translate-y-0.5 hover:border-gold-300 hover:shadow-md">
                <CardHeader className="flex-row items-start gap-4">
                  <span className="flex size-11 shrink-0 items-center justify-center rounded-lg bg-gold-100 text-gold-800">
                    <link.icon className="size-5" aria-hidden="true" />
                  </span>
                  <div className="grid gap-1">
                    <CardTitle className="text-base">{link.title}</CardTitle>
                    <CardDescription>{link.description}</CardDescription>
                  </div>
                </CardHeader>
              </Card>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
