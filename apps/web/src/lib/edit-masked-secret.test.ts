import { describe, expect, it } from 'vitest';
import { editMaskedSecret } from './edit-masked-secret';

const masked = '••••••••abcd';

describe('editing a masked secret', () => {
  it('typing after the masked value keeps only the new characters', () => {
    expect(editMaskedSecret(masked, `${masked}k`)).toBe('k');
  });

  it('erasing part of the masked value clears the field', () => {
    expect(editMaskedSecret(masked, '••••••••abc')).toBe('');
  });

  it('pasting over the masked value keeps the pasted secret', () => {
    expect(editMaskedSecret(masked, 'new-key')).toBe('new-key');
  });
});
