import { describe, expect, it } from 'vitest';
import { homeOf } from './home-of';

describe("'Voltar ao início' on the router's error page", () => {
  it.each([
    ['/checkout/tok123', '/checkout/tok123'],
    ['/checkout-success/tok123', '/checkout/tok123'],
    ['/checkout-error/tok123', '/checkout/tok123'],
  ])('on the public page %s stays public: %s', (path, home) => expect(homeOf(path)).toBe(home));

  it.each(['/listas', '/', '/checkouts/x'])('on the staff page %s goes to the dashboard', (path) =>
    expect(homeOf(path)).toBe('/'),
  );
});
