import type { AppOptions } from '../src/app';
import { startFakeMeta } from './fakes/meta';
import { startSmtp } from './fakes/smtp';
import { connectPixel } from './fixtures/funnel';
import { buildTestApp, useSmtp, type TestContext } from './helpers';

/** A test app whose Graph API is a fake Meta peer, with the Pixel connected: the Conversions API tests' start. */
export async function buildMetaTestApp(extra: Partial<AppOptions> = {}) {
  const meta = await startFakeMeta();
  const t = await buildTestApp({ metaGraphUrl: meta.url, ...extra });
  await connectPixel(t);
  return { t, meta };
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
