import type { startAppmax } from './fakes/appmax';

/** Forgets the fake Appmax's requests and puts back its defaults: each test starts from an approving Appmax. */
export function resetAppmax(appmax: Awaited<ReturnType<typeof startAppmax>>): void {
  appmax.requests.length = 0;
  Object.assign(appmax.control, {
    hold: null,
    failWith: null,
    failPath: null,
    badGateway: false,
    cardStatus: 'aprovado',
  });
}
