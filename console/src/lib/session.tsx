/**
 * Who is signed in (getMe) and what their role allows: the same table the API enforces (src/admin/roles.ts,
 * compiled into the console), so that what a role may not do is not offered. The API still checks every call.
 */
import { useQuery } from '@tanstack/react-query';
import { allows, GLOBAL_PERMISSIONS, type Permission } from '@idrisk/admin/roles';
import { call, type Answer } from './api';

export type Me = Answer<'getMe'>;
export type { Permission };

export const ME_KEY = ['me'] as const;

export function useMe() {
  return useQuery({ queryKey: ME_KEY, queryFn: ({ signal }) => call('getMe', { signal }), retry: false, staleTime: 60_000 });
}

/** Whether the operator may do what the permission names (role, and account scope for global objects). */
export function can(me: Me | undefined, permission: Permission): boolean {
  if (!me) return false;
  if (!allows(me.role, permission)) return false;
  return !(GLOBAL_PERMISSIONS.has(permission) && me.accounts !== null);
}

export function useCan(permission: Permission): boolean {
  return can(useMe().data, permission);
}
