import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { newIdempotencyKey, useIdempotencyKey } from './idempotency-key';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('Idempotency-Key', () => {
  it('is a v4 UUID, also where crypto.randomUUID is missing (plain HTTP)', () => {
    expect(newIdempotencyKey()).toMatch(UUID_V4);
    const original = Object.getOwnPropertyDescriptor(crypto, 'randomUUID');
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      expect(newIdempotencyKey()).toMatch(UUID_V4);
    } finally {
      if (original) Object.defineProperty(crypto, 'randomUUID', original);
      else delete (crypto as { randomUUID?: unknown }).randomUUID;
    }
  });

  it('is reused for the same submission and renewed when the body changes', () => {
    const { result } = renderHook(() => useIdempotencyKey());
    const first = result.current('{"a":1}');
    expect(result.current('{"a":1}')).toBe(first);
    const second = result.current('{"a":2}');
    expect(second).not.toBe(first);
    expect(result.current('{"a":2}')).toBe(second);
  });
});
