import { EMAIL_DELIVERIES, type EmailDelivery } from '@kindred/contract/email-delivery';

// Where the verification link of a new account went, from Create Account to the onboarding
// welcome that says so (issue 38). The tab's own: a reload keeps it, another tab has none.
const KEY = 'kindred.sign-up-email-delivery';

export function rememberSignUpEmailDelivery(delivery: EmailDelivery): void {
  try {
    sessionStorage.setItem(KEY, delivery);
  } catch {
    // Storage refused (private mode, quota): the welcome then simply says nothing about it.
  }
}

export function signUpEmailDelivery(): EmailDelivery | null {
  try {
    const stored = sessionStorage.getItem(KEY);
    return EMAIL_DELIVERIES.find((delivery) => delivery === stored) ?? null;
  } catch {
    return null;
  }
}
