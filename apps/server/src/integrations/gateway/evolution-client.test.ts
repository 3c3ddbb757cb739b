import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EvolutionApiVersion } from '@ponte/domain/gateway';
import { EVOLUTION_KEY, EVOLUTION_V1, EVOLUTION_V2, startEvolution } from '../../../test/fakes/evolution';
import { EvolutionClient } from './evolution-client';
import { GatewayError } from './types';

type Peer = Awaited<ReturnType<typeof startEvolution>>;
let v1: Peer;
let v2: Peer;
beforeAll(async () => {
  v1 = await startEvolution({ version: EVOLUTION_V1 });
  v2 = await startEvolution({ version: EVOLUTION_V2 });
});
afterAll(async () => {
  await v1.close();
  await v2.close();
});

const client = (peer: Peer, version: EvolutionApiVersion) =>
  new EvolutionClient({ enabled: true, url: `${peer.url}/`, instance: 'ponte', apiKey: EVOLUTION_KEY, version });

describe('Evolution client against a 1.8 and a 2.x server', () => {
  it.each([
    ['1.8', () => v1, 'v1', { number: '5511988887777', textMessage: { text: 'Olá' } }],
    ['2.x', () => v2, 'v2', { number: '5511988887777', text: 'Olá' }],
  ] as const)(
    'sendText to %s sends its body shape and returns the message id (key.id)',
    async (_name, peer, version, body) => {
      const sent = await client(peer(), version).sendText('5511988887777', 'Olá');
      expect(sent.id).toMatch(/^3EB0\d+$/);
      expect(peer().requests.at(-1)).toMatchObject({ method: 'POST', path: '/message/sendText/ponte', json: body });
    },
  );

  it.each([
    ['1.8 refuses the flat 2.x body', () => v1, 'v2'],
    ['2.x refuses the 1.8 textMessage body', () => v2, 'v1'],
  ] as const)('%s with a 400', async (_name, peer, version) => {
    const err = await client(peer(), version)
      .sendText('5511988887777', 'Olá')
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(GatewayError);
    expect((err as GatewayError).status).toBe(400);
  });

  it.each([
    [() => v1, EVOLUTION_V1],
    [() => v2, EVOLUTION_V2],
  ])('reads the version from GET / (%#)', async (peer, version) => {
    expect(await client(peer(), 'v2').serverVersion()).toBe(version);
    expect(peer().requests.at(-1)).toMatchObject({ method: 'GET', path: '/' });
  });
});
