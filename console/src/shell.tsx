/** The frame of every signed-in screen: a skip link, the navigation (only what the role may open) and sign-out. */
import type { ReactNode } from 'react';
import { NavLink, useNavigate } from 'react-router';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call, csrf } from './lib/api';
import { can, type Me, type Permission } from './lib/session';
import { ErrorBox } from './lib/ui';

const NAV: readonly { to: string; label: string; permission: Permission }[] = [
  { to: '/', label: 'Overview', permission: 'usage.read' },
  { to: '/resolutions', label: 'Resolutions', permission: 'resolutions.read' },
  { to: '/reviews', label: 'Reviews', permission: 'resolutions.read' },
  { to: '/lists', label: 'Lists', permission: 'decisions.read' },
  { to: '/policies', label: 'Policies', permission: 'decisions.read' },
  { to: '/models', label: 'Models', permission: 'decisions.read' },
  { to: '/report', label: 'Report', permission: 'decisions.read' },
  { to: '/identities', label: 'Identities', permission: 'identities.read' },
  { to: '/accounts', label: 'Accounts', permission: 'accounts.read' },
  { to: '/playground', label: 'Playground', permission: 'resolutions.read' },
  { to: '/webhooks', label: 'Webhooks', permission: 'webhooks.read' },
  { to: '/jobs', label: 'Jobs', permission: 'jobs.read' },
  { to: '/datasets', label: 'Datasets', permission: 'datasets.read' },
  { to: '/audit', label: 'Audit', permission: 'audit.read' },
  { to: '/operators', label: 'Operators', permission: 'operators.read' },
];

export function Shell({ me, children }: { me: Me; children: ReactNode }) {
  const navigate = useNavigate();
  const client = useQueryClient();
  const signOut = useMutation({
    mutationFn: () => call('signOut'),
    onSettled: (_data, error) => {
      if (error) return;
      csrf.clear();
      client.clear();
      navigate('/sign-in', { replace: true });
    },
  });
  return (
    <div className="shell">
      <a className="skip" href="#main">
        Skip to content
      </a>
      <header className="top">
        <span className="brand">idrisk console</span>
        <nav aria-label="Screens">
          <ul>
            {NAV.filter((n) => can(me, n.permission)).map((n) => (
              <li key={n.to}>
                <NavLink to={n.to} end={n.to === '/'}>
                  {n.label}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <div className="who">
          <NavLink to="/me" title="Your account: sessions and second factor">
            {me.email ?? me.id} <span className="badge">{me.role}</span>
          </NavLink>
          <button type="button" onClick={() => signOut.mutate()} disabled={signOut.isPending}>
            Sign out
          </button>
        </div>
      </header>
      {signOut.error && <ErrorBox error={signOut.error} />}
      <main id="main">{children}</main>
    </div>
  );
}
