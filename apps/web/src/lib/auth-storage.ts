import { useSyncExternalStore } from 'react';
import { readSessionUser, type SessionUser } from '@ponte/domain/session';

/** Browser storage keys of spec 1 §3. */
const TOKEN_KEY = 'token';
const USER_KEY = 'user';

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

export const getToken = (): string | null => localStorage.getItem(TOKEN_KEY);

let cachedRaw: string | null = null;
let cachedUser: SessionUser | null = null;

/** The stored user, or null when absent or not shaped like a session user. */
export function getStoredUser(): SessionUser | null {
  const raw = localStorage.getItem(USER_KEY);
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cachedUser = parseUser(raw);
  }
  return cachedUser;
}

function parseUser(raw: string | null): SessionUser | null {
  if (!raw) return null;
  try {
    return readSessionUser(JSON.parse(raw));
  } catch {
    return null;
  }
}

export function saveSession(token: string, user: SessionUser) {
  localStorage.setItem(TOKEN_KEY, token);
  localStorage.setItem(USER_KEY, JSON.stringify(user));
  notify();
}

export function saveUser(user: SessionUser) {
  localStorage.setItem(USER_KEY, JSON.stringify(user));
  notify();
}

export function clearSession() {
  localStorage.removeItem(TOKEN_KEY);
  localStorage.removeItem(USER_KEY);
  notify();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab signing in or out changes the same storage.
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

export const useStoredUser = () => useSyncExternalStore(subscribe, getStoredUser);
export const useToken = () => useSyncExternalStore(subscribe, getToken);
