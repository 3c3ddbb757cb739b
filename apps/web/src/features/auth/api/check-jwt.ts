import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CheckJwtResponse } from '@ponte/domain/auth';
import { requestBody } from '../../../lib/api';
import { clearSession, saveUser } from '../../../lib/auth-storage';
import { authKeys } from './query-keys';

/** Asks the server whether the stored token is still good; refreshes the stored user with its answer. */
export async function checkJwt(token: string): Promise<boolean> {
  const res = await requestBody<CheckJwtResponse>('POST', '/checkjwt', { body: { token } });
  if (!res.valid) {
    clearSession();
    return false;
  }
  if (res.user) saveUser(res.user);
  return true;
}

export const checkJwtQueryOptions = (token: string) =>
  queryOptions({
    queryKey: authKeys.check(token),
    queryFn: () => checkJwt(token),
    retry: false,
    staleTime: 60_000,
  });

export const useCheckJwt = (token: string | null) =>
  useQuery({ ...checkJwtQueryOptions(token ?? ''), enabled: !!token });
