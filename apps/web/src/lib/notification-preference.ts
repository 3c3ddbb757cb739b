/** Browser storage key of spec 1 §3: 'true' when new-message sounds are on. */
const AUDIO_KEY = 'audioNotificationsEnabled';

export const isAudioEnabled = () => localStorage.getItem(AUDIO_KEY) === 'true';

export function setAudioEnabled(enabled: boolean) {
  if (enabled) localStorage.setItem(AUDIO_KEY, 'true');
  else localStorage.removeItem(AUDIO_KEY);
}
