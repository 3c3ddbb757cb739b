import { describe, expect, it } from 'vitest';
import { editMaskedSecret } from './edit-masked-secret';

const masked = '••••••••abcd';

describe('editing the masked access token', () => {
  it('typing after the masked value keeps only the new characters', () => {
    expect(editMaskedSecret(masked, `${masked}E`)).toBe('E');
  });

  it('erasing part of the masked value clears the field', () => {
    expect(editMaskedSecret(masked, '••••••••abc')).toBe('');
  });

  it('pasting over the masked value keeps the pasted token', () => {
    expect(editMaskedSecret(masked, 'EAAnewtoken')).toBe('EAAnewtoken');
  });

  it('a plain value is edited as usual', () => {
    expect(editMaskedSecret('EAA', 'EAAB')).toBe('EAAB');
  });
});
