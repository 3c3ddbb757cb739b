import type { UserEvent } from '@testing-library/user-event';

/** Clears a field and types `text` in it. */
export async function retype(user: UserEvent, field: HTMLElement, text: string) {
  await user.clear(field);
  await user.type(field, text);
}

/** Clears a field and pastes `text` in it (one change, where typing would be one per key). */
export async function pasteOver(user: UserEvent, field: HTMLElement, text: string) {
  await user.clear(field);
  await user.click(field);
  await user.paste(text);
}
