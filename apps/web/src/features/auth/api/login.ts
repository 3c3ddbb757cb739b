import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginBody, LoginResponse } from '@ponte/domain/auth';
import { requestBody } from '../../../lib/api';
import { saveSession } from '../../../lib/auth-storage';
import { authKeys } from './query-keys';

export function useLogin() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: LoginBody) => requestBody<LoginResponse>('POST', '/login', { body }),
    onSuccess: ({ token, user }) => {
      // Nothing cached for a previous session may show to this one.
      qc.removeQueries();
      saveSession(token, user);
      // The token was just issued: the guard need not ask about it again.
      qc.setQueryData(authKeys.check(token), true);
    },
  });
}
