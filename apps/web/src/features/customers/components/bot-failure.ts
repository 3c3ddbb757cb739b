import { notifications } from '@mantine/notifications';
import { errorText } from '../../../lib/api';

/** The switch has already gone back to the saved state; this says why. */
export const notifyBotToggleFailure = (err: unknown) =>
  notifications.show({
    color: 'red',
    title: 'Bot',
    message: errorText(err, 'Não foi possível alterar o bot. Tente novamente.'),
  });
