import { screen } from '@testing-library/react';
import { expect } from 'vitest';
import type { SessionUser } from '@ponte/domain/session';
import { traineeUser } from './fixtures';
import type { Routes } from './mock-api';
import { renderApp } from './render-app';

/** An admin screen: anyone else (a trainee unless told) is kept out, and the screen's `call` is never made. */
export async function expectAdminOnly(path: string, call: string, api?: Routes, user: SessionUser = traineeUser) {
  const { server } = renderApp(path, { user, api });
  expect(await screen.findByText('Acesso restrito a administradores')).toBeInTheDocument();
  expect(server.callsTo(call)).toHaveLength(0);
}
