// The exchange's last step, loaded on the first tap (never with the page): goods ask where to send them
// (the member's last address offered again), a virtual item only asks to confirm. One request key per intended
// exchange, made when the form opens and kept through retries, so a double tap or a resend exchanges once.
import { useState, type FormEvent } from 'react';
import { exchangeRefusal } from '~/api/shop/refusals';
import type { Exchanged, ExchangeRefusal, Receiver } from '~/api/shop/entities';
import { useI18n } from '~/i18n/context';
import { refusalText } from './exchangeState';
import { memberApi } from '~/features/ui/member/useMemberRead';
import type { ProductView } from './productView';
import { receiverComplete } from './receiverRules';
import styles from './ProductPage.module.css';

function newRequestKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(12));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

const fields = ['name', 'phone', 'address'] as const;

export default function ExchangeForm({
  product,
  lastReceiver,
  onExchanged,
  onRefused,
  onCancel,
}: {
  product: ProductView;
  lastReceiver?: Receiver;
  onExchanged: (done: Exchanged) => void;
  /** the publisher said no: the page shows why on its button too */
  onRefused: (why: ExchangeRefusal) => void;
  onCancel: () => void;
}) {
  const { t } = useI18n();
  const [requestKey] = useState(newRequestKey);
  const [receiver, setReceiver] = useState<Receiver>(lastReceiver ?? { name: '', phone: '', address: '' });
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState('');
  const goods = product.kind === 'goods';

  const send = async (event: FormEvent) => {
    event.preventDefault();
    if (sending) return;
    if (goods && !receiverComplete(receiver)) return setProblem(t('shop.form.invalid'));
    setSending(true);
    setProblem('');
    try {
      const { api } = await memberApi('shop');
      const trimmed = {
        name: receiver.name.trim(),
        phone: receiver.phone.trim(),
        address: receiver.address.trim(),
      };
      onExchanged(
        await api.exchange({ productId: product.id, requestKey, ...(goods ? { receiver: trimmed } : {}) }),
      );
    } catch (error) {
      // whatever went wrong, what the reader typed stays: nothing was spent, and the same key tries again
      const why = exchangeRefusal(error);
      setProblem(t(why ? refusalText[why] : 'shop.failed'));
      if (why) onRefused(why);
      setSending(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={send} aria-labelledby="exchange-title" noValidate>
      <h2 id="exchange-title" className={styles.formTitle}>
        {t('shop.form.title')}
      </h2>
      {goods && (
        <fieldset className={styles.fieldset}>
          <legend>{t('shop.form.receiver')}</legend>
          {fields.map((field) => (
            <label key={field} className={styles.field}>
              <span>{t(`shop.form.${field}`)}</span>
              <input
                name={field}
                value={receiver[field]}
                inputMode={field === 'phone' ? 'numeric' : undefined}
                autoComplete={{ name: 'name', phone: 'tel-national', address: 'street-address' }[field]}
                maxLength={field === 'address' ? 120 : field === 'phone' ? 11 : 20}
                onChange={(e) => setReceiver((r) => ({ ...r, [field]: e.target.value }))}
              />
            </label>
          ))}
        </fieldset>
      )}
      <p className={styles.problem} role="alert">
        {problem}
      </p>
      <div className={styles.formActions}>
        <button type="button" className={styles.secondary} onClick={onCancel} disabled={sending}>
          {t('shop.form.cancel')}
        </button>
        <button type="submit" className={styles.button} aria-busy={sending} disabled={sending}>
          {t(sending ? 'shop.form.sending' : 'shop.form.confirm', { count: product.points })}
        </button>
      </div>
    </form>
  );
}
