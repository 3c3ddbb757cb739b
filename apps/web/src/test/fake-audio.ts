import { vi } from 'vitest';

/** Stubs the browser's Audio; returns the sounds played, as the spec's Audio sees them (vi.unstubAllGlobals undoes it). */
export function recordSounds() {
  const played: { src: string; volume: number }[] = [];
  class FakeAudio {
    volume = 1;
    constructor(readonly src: string) {}
    play() {
      played.push({ src: this.src, volume: this.volume });
      return Promise.resolve();
    }
  }
  vi.stubGlobal('Audio', FakeAudio);
  return played;
}
