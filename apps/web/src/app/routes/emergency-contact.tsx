import { useSearchParams } from 'react-router';
import { EMERGENCY_CONTACT_TEXTS } from '@kindred/contract/emergency-contacts';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ApiRequestError, errorMessage } from '@/lib/api-client';
import { useConfirmEmergencyContact } from '@/features/settings/api/confirm-emergency-contact';
import { useDocumentTitle } from '@/lib/use-document-title';

/**
 * /emergency-contact?token=...: the link in the e-mail a member's emergency contact receives
 * (decision 102). Nothing happens until they press Confirm; they need no account.
 */
export default function EmergencyContactPage() {
  useDocumentTitle(EMERGENCY_CONTACT_TEXTS.confirmTitle);
  const token = useSearchParams()[0].get('token');
  const confirm = useConfirmEmergencyContact();
  const gone = confirm.error instanceof ApiRequestError && confirm.error.status === 410 ? confirm.error : null;

  let body;
  if (!token) {
    body = <Alert tone="error">{EMERGENCY_CONTACT_TEXTS.missingToken}</Alert>;
  } else if (confirm.isSuccess) {
    body = (
      <>
        <Alert tone="success">{confirm.data.message}</Alert>
        <p className="mt-4 text-stone-700 dark:text-stone-300">{EMERGENCY_CONTACT_TEXTS.confirmedBody}</p>
      </>
    );
  } else if (gone) {
    body = (
      <>
        <Alert tone="error">{gone.message}</Alert>
        <p className="mt-4 text-stone-700 dark:text-stone-300">{EMERGENCY_CONTACT_TEXTS.expiredBody}</p>
      </>
    );
  } else {
    body = (
      <>
        <p className="text-stone-700 dark:text-stone-300">{EMERGENCY_CONTACT_TEXTS.confirmIntro}</p>
        {confirm.isError && (
          <Alert tone="error" className="mt-4">
            {errorMessage(confirm.error, EMERGENCY_CONTACT_TEXTS.failed)}
          </Alert>
        )}
        <Button className="mt-6 w-full" busy={confirm.isPending} onClick={() => confirm.mutate(token)}>
          {EMERGENCY_CONTACT_TEXTS.confirmButton}
        </Button>
      </>
    );
  }

  return (
    <>
      <h1 className="mb-6 text-center text-3xl font-bold tracking-tight text-stone-900 dark:text-stone-100">
        {EMERGENCY_CONTACT_TEXTS.confirmTitle}
      </h1>
      {body}
    </>
  );
}
