import type { ReactNode } from 'react';
import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { playNotificationSound, TOAST_MS } from './new-message-alerts';

export type ChatToast = {
  id: string;
  color: string;
  title: string;
  /** Shown above the button (a note's start). */
  body?: ReactNode;
  /** The button, and what a click on the toast itself does. */
  action: { label: string; run: () => void };
  createAudio?: (src: string) => HTMLAudioElement;
  /** How long it stays (ms): an offer stays as long as it holds the chat. */
  autoClose?: number;
};

/**
 * The toasts that bring a chat to a staff member (given to them, a mention, an offer): the
 * new-message sound when they turned sounds on (it is work waiting, as a new message is), a
 * title, and one button that does what a click on the toast does.
 */
export function showChatToast({ id, color, title, body, action, createAudio, autoClose = TOAST_MS }: ChatToast) {
  const run = () => {
    notifications.hide(id);
    action.run();
  };
  playNotificationSound(createAudio);
  notifications.show({
    id,
    color,
    title,
    message: (
      <>
        {body}
        <Button
          size="xs"
          variant="light"
          mt={4}
          onClick={(e) => {
            // The toast's own click would do it a second time.
            e.stopPropagation();
            run();
          }}
        >
          {action.label}
        </Button>
      </>
    ),
    autoClose,
    style: { cursor: 'pointer' },
    onClick: run,
  });
}
