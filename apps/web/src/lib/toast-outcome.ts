import { notifications } from '@mantine/notifications';
import { errorText } from './api';

/**
 * The callbacks of a mutation whose outcome is a toast: `done` in green, or in red the server's
 * reason (`failed` when it gives none).
 */
export const toastOutcome = (done: string, failed: string) => ({
  onSuccess: () => notifications.show({ color: 'green', message: done }),
  ...toastFailure(failed),
});

/** The callback of a mutation whose failure is a toast: in red the server's reason (`failed` when it gives none). */
export const toastFailure = (failed: string) => ({
  onError: (err: unknown) => notifications.show({ color: 'red', message: errorText(err, failed) }),
});
