import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@kindred/contract/messages';
import { PASSWORD_FIELD_TEXTS, PASSWORD_RULES } from '@kindred/contract/password-rules';
import { mockApi } from '@/test/mock-api';
import { renderWithProviders } from '@/test/render-app';
import { INITIAL_REGISTRATION_VALUES, type RegistrationValues } from '../lib/registration-values';
import { showMePreset } from '../lib/show-me-preset';
import { AccountStep } from './account-step';
import { BasicsStep } from './basics-step';
import { PreferencesStep } from './preferences-step';
import { RegistrationWizard } from './registration-wizard';

afterEach(() => vi.unstubAllGlobals());

/** The wizard's own state handling, around the steps under test. */
function Steps({ children }: { children: (props: StepHarnessProps) => React.ReactNode }) {
  const [values, setValues] = useState<RegistrationValues>(INITIAL_REGISTRATION_VALUES);
  return children({ values, errors: {}, onChange: (patch) => setValues((current) => ({ ...current, ...patch })) });
}
interface StepHarnessProps {
  values: RegistrationValues;
  errors: Record<string, string>;
  onChange: (patch: Partial<RegistrationValues>) => void;
}

const ruleItems = () => within(screen.getByRole('list')).getAllByRole('listitem');

describe('the account step (decision 074)', () => {
  it('lists the password rules under the password before any error, and ticks each as it is met', async () => {
    mockApi({});
    renderWithProviders(<Steps>{(props) => <AccountStep {...props} />}</Steps>);
    const password = screen.getByLabelText('Password');
    expect(ruleItems().map((item) => item.textContent)).toEqual(
      PASSWORD_RULES.map((rule) => `${rule.text} (${PASSWORD_FIELD_TEXTS.ruleNotMet})`),
    );
    expect(password).toHaveAccessibleDescription(expect.stringContaining(PASSWORD_RULES[0]?.text ?? '?'));
    expect(screen.queryByText(MESSAGES.passwordTooShort)).not.toBeInTheDocument();

    await userEvent.type(password, 'short');
    expect(ruleItems().map((item) => item.dataset.met)).toEqual(['false', 'true']);
    await userEvent.type(password, '-but-long-enough');
    expect(ruleItems().map((item) => item.dataset.met)).toEqual(['true', 'true']);
    expect(ruleItems()[0]).toHaveTextContent(`(${PASSWORD_FIELD_TEXTS.ruleMet})`);
  });

  it('each password field has a 44×44 toggle that shows and hides its text', async () => {
    mockApi({});
    renderWithProviders(<Steps>{(props) => <AccountStep {...props} />}</Steps>);
    const fields = [
      { input: screen.getByLabelText('Password'), name: PASSWORD_FIELD_TEXTS.showPassword },
      { input: screen.getByLabelText('Confirm Password'), name: PASSWORD_FIELD_TEXTS.showConfirmation },
    ];
    for (const { input, name } of fields) {
      const toggle = screen.getByRole('button', { name });
      expect(input).toHaveAttribute('type', 'password');
      expect(toggle).toHaveAttribute('aria-pressed', 'false');
      expect(toggle).toHaveAttribute('type', 'button');
      expect(toggle).toHaveClass('w-11', 'inset-y-0');
      await userEvent.click(toggle);
      expect(input).toHaveAttribute('type', 'text');
      expect(toggle).toHaveAttribute('aria-pressed', 'true');
      await userEvent.click(toggle);
      expect(input).toHaveAttribute('type', 'password');
    }
    // One field's toggle leaves the other alone.
    await userEvent.click(screen.getByRole('button', { name: PASSWORD_FIELD_TEXTS.showPassword }));
    expect(screen.getByLabelText('Confirm Password')).toHaveAttribute('type', 'password');
  });

  it('the wizard shows the rules on step 1 before Next is pressed', () => {
    mockApi({});
    renderWithProviders(<RegistrationWizard onRegistered={vi.fn()} />);
    for (const rule of PASSWORD_RULES) expect(screen.getByText(rule.text)).toBeInTheDocument();
  });
});

describe('Show me (decision 074)', () => {
  const renderBasicsAndPreferences = () => {
    mockApi({});
    renderWithProviders(
      <Steps>
        {(props) => (
          <>
            <BasicsStep {...props} />
            <PreferencesStep {...props} />
          </>
        )}
      </Steps>,
    );
    return { gender: screen.getByLabelText('Gender'), showMe: screen.getByLabelText('Show me') };
  };

  it('is preset from the member’s own gender: a man Women, a woman Men, anyone else Everyone', async () => {
    const { gender, showMe } = renderBasicsAndPreferences();
    expect(showMe).toHaveValue('Women');
    await userEvent.selectOptions(gender, 'female');
    expect(showMe).toHaveValue('Men');
    await userEvent.selectOptions(gender, 'other');
    expect(showMe).toHaveValue('Everyone');
    await userEvent.selectOptions(gender, 'male');
    expect(showMe).toHaveValue('Women');
  });

  it('stays as the member picked it once they pick it themselves', async () => {
    const { gender, showMe } = renderBasicsAndPreferences();
    await userEvent.selectOptions(gender, 'female');
    await userEvent.selectOptions(showMe, 'Everyone');
    await userEvent.selectOptions(gender, 'male');
    expect(showMe).toHaveValue('Everyone');
  });

  it('showMePreset leaves Show me alone without a gender or after a choice', () => {
    expect(showMePreset({ showMeChosen: false }, '')).toEqual({});
    expect(showMePreset({ showMeChosen: true }, 'female')).toEqual({});
    expect(showMePreset({ showMeChosen: false }, 'female')).toEqual({ showMe: 'Men' });
  });
});
