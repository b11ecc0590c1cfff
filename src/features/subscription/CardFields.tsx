import CreditCardOutlined from '@ant-design/icons/CreditCardOutlined';
import { Input, Space, Typography } from 'antd';
import { useFormikContext } from 'formik';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormField } from '../../components/form/FormField';
import { CARD_NUMBER_DIGITS, CVC_DIGITS, type CardForm } from '@shared/validation/card';
import { digitsOnly } from '@shared/validation/italianFormats';
import type { SavedCard } from '@shared/contracts/payments';

export const emptyCard: CardForm = { cardNumber: '', cardExpiry: '', cardCVC: '' };

/** The 9999 9999 9999 9999 mask: digits only, in groups of four, as they are typed. */
export function maskCardNumber(value: string): string {
  return digitsOnly(value)
    .slice(0, CARD_NUMBER_DIGITS)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** The 99/99 mask: the slash comes by itself after the month. */
export function maskExpiry(value: string): string {
  const digits = digitsOnly(value).slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

export function maskCvc(value: string): string {
  return digitsOnly(value).slice(0, CVC_DIGITS);
}

/** True once all three fields hold something: /changepayment submits only then (product.md §1.2). */
export const isCardComplete = (card: CardForm) => Boolean(card.cardNumber && card.cardExpiry && card.cardCVC);

/**
 * Number, expiry and CVC with product.md §1.5's masks, inside a Formik form whose values are a CardForm.
 * The value is set through Formik rather than the input's event, so the mask applies while typing.
 */
export function CardFields() {
  const intl = useIntl();
  const { setFieldValue } = useFormikContext<CardForm>();
  const masked = (mask: (value: string) => string) => (event: React.ChangeEvent<HTMLInputElement>) =>
    void setFieldValue(event.target.name, mask(event.target.value));

  return (
    <div className="card-fields">
      <FormField name="cardNumber" label={intl.formatMessage({ id: 'subscription.card.number' })}>
        {(field) => (
          <Input
            {...field}
            onChange={masked(maskCardNumber)}
            inputMode="numeric"
            autoComplete="cc-number"
            placeholder="0000 0000 0000 0000"
            prefix={<CreditCardOutlined aria-hidden />}
          />
        )}
      </FormField>
      <div className="card-fields-row">
        <FormField name="cardExpiry" label={intl.formatMessage({ id: 'subscription.card.expiry' })}>
          {(field) => (
            <Input
              {...field}
              onChange={masked(maskExpiry)}
              inputMode="numeric"
              autoComplete="cc-exp"
              placeholder={intl.formatMessage({ id: 'subscription.card.expiry.placeholder' })}
            />
          )}
        </FormField>
        <FormField
          name="cardCVC"
          label={intl.formatMessage({ id: 'subscription.card.cvc' })}
          extra={intl.formatMessage({ id: 'subscription.card.cvc.hint' })}
        >
          {(field) => (
            <Input {...field} onChange={masked(maskCvc)} inputMode="numeric" autoComplete="cc-csc" placeholder="000" />
          )}
        </FormField>
      </div>
      <Typography.Paragraph type="secondary" className="card-privacy">
        <FormattedMessage id="subscription.card.privacy" />
      </Typography.Paragraph>
    </div>
  );
}

/** The saved card as product.md §1.2 lists it: brand, last four digits, expiry month and year. */
export function SavedCardSummary({ card }: { card: SavedCard }) {
  return (
    <Space className="saved-card" size="middle" align="center">
      <CreditCardOutlined className="saved-card-icon" aria-hidden />
      <span>
        <Typography.Text strong>
          <FormattedMessage id="subscription.card.saved" values={{ brand: card.brand, last4: card.last4 }} />
        </Typography.Text>
        <br />
        <Typography.Text type="secondary">
          <FormattedMessage
            id="subscription.card.expires"
            values={{ month: String(card.exp_month).padStart(2, '0'), year: card.exp_year }}
          />
        </Typography.Text>
      </span>
    </Space>
  );
}
