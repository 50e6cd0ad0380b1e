import { Button } from './button';

interface ConfirmActionsProps {
  cancelLabel: string;
  confirmLabel: string;
  /** The action is running: Cancel waits and the red button spins. */
  pending?: boolean;
  onCancel: () => void;
  /** Without it, the red button submits the dialog's form. */
  onConfirm?: () => void;
}

/** A dialog's Cancel and its red button that confirms a lasting action (delete, unmatch, block). */
export function ConfirmActions({ cancelLabel, confirmLabel, pending, onCancel, onConfirm }: ConfirmActionsProps) {
  return (
    <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
      <Button variant="outline" onClick={onCancel} disabled={pending}>
        {cancelLabel}
      </Button>
      <Button type={onConfirm ? 'button' : 'submit'} variant="danger" busy={pending} onClick={onConfirm}>
        {confirmLabel}
      </Button>
    </div>
  );
}
