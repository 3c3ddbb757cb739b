import type { PaymentResult } from '@ponte/domain/checkout';
import { CopyField } from './copy-field';
import { formatDateTime } from './format-date';
import { styles as s } from './ui';

/** Spec 2 §2 PIX block and warnings: QR, copy-and-paste code, expiry, confirmation within 2 minutes. */
export function PixBlock({ result }: { result: PaymentResult }) {
  const expiry = formatDateTime(result.pix_expiration);
  return (
    <div className={s.tight}>
      {result.pix_qrcode && (
        <img
          className={s.qr}
          src={`data:image/png;base64,${result.pix_qrcode}`}
          alt="QR Code PIX"
          width={220}
          height={220}
        />
      )}
      <p className={`${s.small} ${s.center}`}>
        Abra o app do seu banco, escolha pagar com PIX e escaneie o QR Code ou use o código abaixo.
      </p>
      {result.pix_emv && <CopyField label="PIX Copia e Cola" value={result.pix_emv} copyLabel="Copiar código PIX" />}
      {expiry && <p className={`${s.small} ${s.center} ${s.strong}`}>Válido até {expiry}</p>}
      <ul className={s.list}>
        <li>A confirmação do pagamento PIX pode levar até 2 minutos.</li>
        <li>Após pagar, envie o comprovante pelo WhatsApp.</li>
        <li>Você receberá a confirmação por e-mail e WhatsApp.</li>
      </ul>
    </div>
  );
}
