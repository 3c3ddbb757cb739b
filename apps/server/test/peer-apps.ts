import { beforeEach } from 'vitest';
import type { AppOptions } from '../src/app';
import { startAppmax } from './fakes/appmax';
import { startFakeMeta, type FakeMeta } from './fakes/meta';
import { startSmtp } from './fakes/smtp';
import { connectPixel } from './fixtures/funnel';
import { buildTestApp, useOpened, useSmtp, type TestContext } from './helpers';

/** A test app whose Graph API is a fake Meta peer, with the Pixel connected: the Conversions API tests' start. */
export async function buildMetaTestApp(extra: Partial<AppOptions> = {}) {
  const meta = await startFakeMeta();
  const t = await buildTestApp({ metaGraphUrl: meta.url, ...extra });
  await connectPixel(t);
  return { t, meta };
}

/** Builds a Meta test app before the file's tests (handing it to `set`), forgets Meta's answers before each, closes both after. */
export function useMetaTestApp(set: (built: { t: TestContext; meta: FakeMeta }) => void): void {
  const built = useOpened(
    () => buildMetaTestApp(),
    ({ t, meta }) => closeWithPeer(t, meta),
    set,
  );
  beforeEach(() => built().meta.reset());
}

/**
 * Before the file's tests, a test app (`build`'s) and a local fake peer it is not yet pointed at,
 * handed to `set`; after them, closes both.
 */
export function useTestAppWithPeer<P extends { close: () => Promise<unknown> }>(
  startPeer: () => Promise<P>,
  set: (built: { t: TestContext; peer: P }) => unknown,
  build: () => Promise<TestContext> = () => buildTestApp(),
): void {
  useOpened(
    async () => ({ t: await build(), peer: await startPeer() }),
    ({ t, peer }) => closeWithPeer(t, peer),
    set,
  );
}

/** A test app that sends e-mail to a local SMTP server (test/fakes/smtp): the campaign tests' start. */
export async function buildSmtpTestApp() {
  const t = await buildTestApp();
  const smtp = await startSmtp();
  await useSmtp(t, smtp.port);
  return { t, smtp };
}

/** Closes the app, then the peer it talked to. */
export async function closeWithPeer(t: TestContext, peer: { close: () => Promise<unknown> }) {
  await t.close();
  await peer.close();
}

type ListeningAppmaxApp = { t: TestContext; appmax: Awaited<ReturnType<typeof startAppmax>>; base: string };

/** Before the file's tests, a test app listening on a local port and a fake Appmax (handed to `set`); closes both after. */
export function useListeningAppmaxApp(set: (built: ListeningAppmaxApp) => void): void {
  useOpened(
    async () => {
      const t = await buildTestApp();
      const appmax = await startAppmax();
      return { t, appmax, base: await t.app.listen({ port: 0, host: '127.0.0.1' }) };
    },
    ({ t, appmax }) => closeWithPeer(t, appmax),
    set,
  );
}
