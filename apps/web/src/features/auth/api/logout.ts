import { notifications } from '@mantine/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { clearSession } from '../../../lib/auth-storage';

/** Records the logout on the server (a failure does not keep anyone signed in), then forgets the session. */
export function useLogout() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: () => api.post<null>('/logout').catch(() => null),
    onSettled: () => {
      clearSession();
      qc.clear();
      // Toasts about the closed session would otherwise follow the user to the login screen.
      notifications.clean();
    },
  });
}
