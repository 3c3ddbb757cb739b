import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { TEST_CARDS } from '@ponte/domain/checkout';
import { buildApp } from '../../app';
import { openDb } from '../../db';
import { migrateToLatest } from '../../db/migrate';
import { ensureMainAdmin } from '../users/bootstrap';
import { findMainAdmin } from '../users/service';
import { cardPaymentForm, checkoutForNewCustomer, uniqueCardNumber } from '../../../test/checkout-session';

describe('card data', () => {
  it('the card number and CVV reach neither the database file nor the logs', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'ponte-card-'));
    const logs: string[] = [];
    const stream = new Writable({
      write(chunk, _enc, done) {
        logs.push(String(chunk));
        done();
      },
    });
    const handle = openDb({ kind: 'sqlite', file: join(dir, 'ponte.db') });
    await migrateToLatest(handle.db);
    await ensureMainAdmin(handle.db, { email: 'admin@card.test', password: 'senha-admin-1' });
    const app = await buildApp({
      db: handle,
      jwtSecret: 'c'.repeat(40),
      dataDir: dir,
      jobs: { autoStart: false },
      publicUrl: 'https://ponte.test',
      logger: { level: 'trace', stream },
    });
    await app.ready();
    const auth = {
      authorization: `Bearer ${await app.signToken((await findMainAdmin(handle.db))!)}`,
    };
    const { token } = await checkoutForNewCustomer(app, auth, { phone: '5511955550001', name: 'Cartão Seguro' });

    const secretNumber = uniqueCardNumber('5');
    const payWith = (number: string, cvv: string) =>
      app.inject({
        method: 'POST',
        url: `/api/checkout/${token}/process-payment`,
        headers: { 'idempotency-key': `card-safety-${cvv}` },
        payload: cardPaymentForm(
          { name: 'Cartão Seguro', email: 'seguro@exemplo.com', phone: '11955550001' },
          { number: number.replace(/(\d{4})/g, '$1 ').trim(), holder_name: 'CARTAO SEGURO', cvv },
        ),
      });
    // A refused card (any non-test number in test mode), then the approved test card.
    expect((await payWith(secretNumber, '8642')).json().data.status).toBe('declined');
    expect((await payWith(TEST_CARDS.approved, '7531')).json().data.status).toBe('approved');
    // A request that fails validation must not echo the card either.
    await payWith(secretNumber.slice(0, -1) + ((Number(secretNumber.at(-1)) + 1) % 10), '9753');

    const payments = await handle.db
      .selectFrom('payments')
      .select(['card_last4', 'card_brand'])
      .orderBy('id')
      .execute();
    expect(payments).toEqual([
      { card_last4: secretNumber.slice(-4), card_brand: 'mastercard' },
      { card_last4: '1111', card_brand: 'visa' },
    ]);
    await app.close();
    await handle.db.destroy();

    const files = readdirSync(dir).filter((f) => f.startsWith('ponte.db'));
    const stored = files.map((f) => readFileSync(join(dir, f)).toString('latin1')).join('\n');
    const logged = logs.join('');
    expect(logged.length).toBeGreaterThan(100);
    for (const haystack of [stored, logged]) {
      expect(haystack).not.toContain(secretNumber);
      expect(haystack).not.toContain(secretNumber.replace(/(\d{4})/g, '$1 ').trim());
      expect(haystack).not.toContain(TEST_CARDS.approved);
      expect(haystack).not.toContain('4111 1111 1111 1111');
      for (const cvv of ['8642', '7531', '9753']) expect(haystack).not.toContain(`"${cvv}"`);
    }
  });
});
