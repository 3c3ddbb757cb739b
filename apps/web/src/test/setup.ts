import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { afterEach, vi } from 'vitest';
import '../lib/dates';
import { setScreenTitle } from '../lib/document-title';
import { disconnectSocket } from '../lib/socket';
import { fakeIo, fakeSockets } from './fake-socket';
import { DEFAULT_VIEWPORT, mediaQueryList, resizeWindow } from './viewport';

// findBy*/waitFor wait for the state a test needs; the limit only reports a state that never comes.
// A screen's first render loads its lazy route chunk and Mantine, which on a busy two-core machine
// took over 3 s (issue 27), so the limit sits far above that and below the test's own (vitest.config.ts).
configure({ asyncUtilTimeout: 30_000 });

// The shell opens the realtime connection: tests get a fake socket they can emit on.
vi.mock('socket.io-client', async () => ({ io: (await import('./fake-socket')).fakeIo }));

// Mantine reads these browser APIs: a stub that matches no query (a window of no particular width).
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => mediaQueryList(query, false),
});

// Tests spy on the browser's dialogs; happy-dom has none (a browser without a user answers 'no').
for (const dialog of ['alert', 'confirm', 'prompt'] as const)
  if (typeof window[dialog] !== 'function')
    Object.defineProperty(window, dialog, {
      writable: true,
      configurable: true,
      value: () => (dialog === 'prompt' ? null : false),
    });

// happy-dom leaves `display` empty for elements its default style sheet does not list (span,
// label…). Accessible names put a space around anything not inline ('Bot Ativo , Maria'); CSS's
// initial value of display is 'inline'.
const computedStyle = window.getComputedStyle.bind(window);
window.getComputedStyle = (element, pseudo) => {
  const style = computedStyle(element, pseudo);
  return new Proxy(style, {
    get(target, property) {
      if (property === 'display') return target.display || 'inline';
      if (property === 'getPropertyValue')
        return (name: string) => (name === 'display' ? target.display || 'inline' : target.getPropertyValue(name));
      const value = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
};

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver = ResizeObserverStub;
Element.prototype.scrollIntoView = function scrollIntoView() {};
// Textarea autosize re-measures when web fonts finish loading.
if (!('fonts' in document)) {
  Object.defineProperty(document, 'fonts', { value: { addEventListener: () => {}, removeEventListener: () => {} } });
}

// The web project runs without vitest globals, so Testing Library cannot register its own cleanup.
// Files share one happy-dom window and one module cache per worker (isolate: false in vitest.config.ts), so
// every piece of state a test can leave behind goes back to how a fresh page starts.
afterEach(() => {
  cleanup();
  // Mantine's toasts live in a module-level store: one left by a test would show in the next app rendered.
  notifications.clean();
  // The open screen's title is module state of document-title; 'Ponte' is its starting value.
  setScreenTitle(undefined);
  // The realtime connection is a module-level singleton; the fake sockets are recorded per test.
  disconnectSocket();
  fakeSockets.length = 0;
  fakeIo.mockClear();
  localStorage.clear();
  sessionStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
  resizeWindow(DEFAULT_VIEWPORT);
});
