import { Link } from 'react-router';
import { EMAIL_DELIVERY_TEXTS, type EmailMessageResponse } from '@kindred/contract/email-delivery';
import { ROUTES } from '@kindred/contract/routes';
import { Alert } from '@/components/ui/alert';

/**
 * The server's answer to a request that mails something (decision 074): a success when the mail
 * was sent or kept in the dev outbox (with the way there), plain news when it went nowhere.
 */
export function EmailDeliveryNotice({ answer }: { answer: EmailMessageResponse }) {
  return (
    <Alert tone={answer.emailDelivery === 'none' ? 'info' : 'success'}>
      {answer.message}
      {answer.emailDelivery === 'outbox' && (
        <>
          {' '}
          <Link to={ROUTES.devOutbox} className="font-semibold underline">
            {EMAIL_DELIVERY_TEXTS.openDevOutbox}
          </Link>
        </>
      )}
    </Alert>
  );
}
