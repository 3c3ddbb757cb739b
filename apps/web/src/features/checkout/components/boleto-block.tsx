import { IconFileTypePdf } from '@tabler/icons-react';
import type { PaymentResult } from '@ponte/domain/checkout';
import { CopyField } from './copy-field';
import { ButtonLink, styles as s } from './ui';

/** Spec 2 §2 boleto block: the PDF link and the digitable line to copy; clears in up to 3 business days. */
export function BoletoBlock({ result }: { result: PaymentResult }) {
  return (
    <div className={s.tight}>
      {result.boleto_line && (
        <CopyField label="Linha digitável" value={result.boleto_line} copyLabel="Copiar linha digitável" />
      )}
      {result.boleto_url && (
        <ButtonLink look="light" full href={result.boleto_url} target="_blank" rel="noopener noreferrer">
          <IconFileTypePdf size={18} aria-hidden />
          Abrir Boleto (PDF)
        </ButtonLink>
      )}
      <ul className={s.list}>
        <li>Pague no app do seu banco, internet banking ou em uma lotérica.</li>
        <li>A compensação do boleto pode levar até 3 dias úteis.</li>
        <li>Você receberá a confirmação por e-mail e WhatsApp.</li>
      </ul>
    </div>
  );
}
