import { describe, expect, it } from 'vitest';
import { ATTACHMENT_MAX_BYTES, AttachmentQuerySchema, attachmentKindOf, attachmentText } from './attachments';

describe('attachments (issue 31)', () => {
  it('sends images, documents and audio by their declared type, with or without parameters; refuses others', () => {
    expect(attachmentKindOf('image/png')).toBe('image');
    expect(attachmentKindOf('IMAGE/JPEG')).toBe('image');
    expect(attachmentKindOf('application/pdf')).toBe('document');
    expect(attachmentKindOf('text/csv; charset=utf-8')).toBe('document');
    expect(attachmentKindOf('audio/ogg')).toBe('audio');
    for (const refused of ['image/svg+xml', 'application/x-msdownload', 'text/html', '', undefined, null])
      expect(attachmentKindOf(refused)).toBeUndefined();
  });

  it('images up to 5 MB, documents and audio up to 16 MB, as the limits say', () => {
    expect(ATTACHMENT_MAX_BYTES).toEqual({
      image: 5 * 1024 * 1024,
      document: 16 * 1024 * 1024,
      audio: 16 * 1024 * 1024,
    });
    expect(attachmentText.tooLarge('image')).toBe('Imagens podem ter no máximo 5 MB');
    expect(attachmentText.tooLarge('document')).toBe('Documentos podem ter no máximo 16 MB');
  });

  it('the file name is a name, never a path or control characters; the caption is at most 1024 characters', () => {
    expect(AttachmentQuerySchema.parse({ file_name: ' ../../etc/passwd ' }).file_name).toBe('.._.._etc_passwd');
    expect(AttachmentQuerySchema.parse({ file_name: 'a\u0000b\u001fc.pdf' }).file_name).toBe('abc.pdf');
    expect(AttachmentQuerySchema.parse({ file_name: 'Cotação.pdf' })).toEqual({
      file_name: 'Cotação.pdf',
      caption: '',
    });
    const long = AttachmentQuerySchema.safeParse({ file_name: 'a.png', caption: 'a'.repeat(1025) });
    expect(long.error?.issues[0]?.message).toBe(attachmentText.captionTooLong);
    expect(AttachmentQuerySchema.safeParse({ file_name: '  ' }).error?.issues[0]?.message).toBe(
      attachmentText.fileNameRequired,
    );
  });
});
