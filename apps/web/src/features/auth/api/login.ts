import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { LoginBody, LoginResponse, SignedIn } from '@ponte/domain/auth';
import type { LoginTwoFactorBody } from '@ponte/domain/two-factor';
import { requestBody } from '../../../lib/api';
import { saveSession } from '../../../lib/auth-storage';
import { authKeys } from './query-keys';

function useSignedIn() {
  const qc = useQueryClient();
  return ({ token, user }: SignedIn) => {
    // Nothing cached for a previous session may show to this one.
    qc.removeQueries();
    saveSession(token, user);
    // The token was just issued: the guard need not ask about it again.
    qc.setQueryData(authKeys.check(token), true);
  };
}

/** The password step: signed in, or (issue 33) a challenge for the code step. */
export function useLogin() {
  const signedIn = useSignedIn();
  return useMutation({
    mutationFn: (body: LoginBody) => requestBody<LoginResponse>('POST', '/login', { body }),
    onSuccess: (res) => {
      if ('token' in res) signedIn(res);
    },
  });
}

/** Issue 33: the code step, with the challenge the password step gave. */
export function useLoginTwoFactor() {
  const signedIn = useSignedIn();
  return useMutation({
    mutationFn: (body: LoginTwoFactorBody) => requestBody<SignedIn>('POST', '/login/two-factor', { body }),
    onSuccess: signedIn,
  });
}
