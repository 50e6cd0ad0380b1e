import { MESSAGES } from '@kindred/contract/messages';
import { ACCOUNT_RECOVERY_TEXTS } from '@kindred/contract/auth-screens';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { errorMessage } from '@/lib/api-client';
import { useResendVerification } from '../api/resend-verification';
import { EmailDeliveryNotice } from './email-delivery-notice';

interface ResendVerificationButtonProps {
  /** 'lg' full width on /verification; a plain button in settings. */
  size?: 'md' | 'lg';
}

/**
 * 'Resend verification email' for a signed-in, unverified member, with the server's answer
 * under it: sent, kept in the dev outbox, not sent because the server cannot send mail (decision
 * 074), or the per-member limit's 429 message.
 */
export function ResendVerificationButton({ size = 'md' }: ResendVerificationButtonProps) {
  const resend = useResendVerification();
  return (
    <div className="space-y-3">
      <Button
        size={size}
        variant={size === 'lg' ? 'primary' : 'outline'}
        className={size === 'lg' ? 'w-full' : undefined}
        busy={resend.isPending}
        onClick={() => resend.mutate()}
      >
        {resend.isPending ? ACCOUNT_RECOVERY_TEXTS.resending : ACCOUNT_RECOVERY_TEXTS.resendVerification}
      </Button>
      {resend.isSuccess && <EmailDeliveryNotice answer={resend.data} />}
      {resend.isError && <Alert tone="error">{errorMessage(resend.error, MESSAGES.somethingWentWrong)}</Alert>}
    </div>
  );
}
