import { Button } from './button';
import type { ButtonVariant } from './button-classes';

interface ConfirmActionsProps {
  cancelLabel: string;
  confirmLabel: string;
  /** The action is running: Cancel waits and the red button spins. */
  pending?: boolean;
  onCancel: () => void;
  /** Without it, the red button submits the dialog's form. */
  onConfirm?: () => void;
  /** Red by default (a lasting loss); a purchase confirms in the primary colour. */
  confirmVariant?: ButtonVariant;
}

/** A dialog's Cancel and the button that confirms a lasting action (delete, unmatch, block; a purchase). */
export function ConfirmActions({
  cancelLabel,
  confirmLabel,
  pending,
  onCancel,
  onConfirm,
  confirmVariant = 'danger',
}: ConfirmActionsProps) {
  return (
    <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
      <Button variant="outline" onClick={onCancel} disabled={pending}>
        {cancelLabel}
      </Button>
      <Button type={onConfirm ? 'button' : 'submit'} variant={confirmVariant} busy={pending} onClick={onConfirm}>
        {confirmLabel}
      </Button>
    </div>
  );
}
