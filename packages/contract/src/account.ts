import { z } from 'zod';
import { MESSAGES } from './messages';
import { emailField, newPasswordField } from './fields';
import { textField } from './text';

// Account lifecycle: change e-mail, change password, delete. Members who signed up with Google
// or Apple have no password, so `currentPassword` is optional in the schema; the server asks for
// it whenever the account has one.

const currentPassword = textField('currentPassword', {
  lines: 'multi',
  missing: MESSAGES.currentPasswordRequired,
  notString: MESSAGES.currentPasswordRequired,
})
  .min(1, { error: MESSAGES.currentPasswordRequired })
  .max(256, { error: MESSAGES.currentPasswordWrong });

export const DELETE_CONFIRMATION = 'DELETE';

export const changeEmailSchema = z.object({ email: emailField, currentPassword: currentPassword.optional() });
export const changePasswordSchema = z.object({
  currentPassword: currentPassword.optional(),
  newPassword: newPasswordField,
});
export const deleteAccountSchema = z.object({
  confirmation: z.literal(DELETE_CONFIRMATION, { error: MESSAGES.deleteConfirmationRequired }),
  currentPassword: currentPassword.optional(),
});
