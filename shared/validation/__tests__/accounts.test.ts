import type { AnySchema, ValidationError } from 'yup';
import {
  changePasswordFormSchema,
  loginSchema,
  newPasswordFormSchema,
  registrationFormSchema,
  registrationSchema,
  resetPasswordSchema,
} from '../accounts';

/** Every failing field with its message id, as Formik would show them. */
async function errorsOf(schema: AnySchema, value: unknown): Promise<Record<string, string[]>> {
  try {
    await schema.validate(value, { abortEarly: false });
    return {};
  } catch (error) {
    const errors: Record<string, string[]> = {};
    for (const inner of (error as ValidationError).inner) {
      const path = inner.path ?? '';
      errors[path] = [...(errors[path] ?? []), ...inner.errors];
    }
    return errors;
  }
}

const validRegistration = {
  userName: 'mario.rossi',
  password: 'Segreta123',
  repeatPassword: 'Segreta123',
  email: 'mario@example.com',
  acceptTerms: true,
  acceptUseImages: true,
};

describe('registrationFormSchema (product.md §1.5)', () => {
  it('accepts a complete registration', async () => {
    expect(await errorsOf(registrationFormSchema, validRegistration)).toEqual({});
  });

  it('names every missing field with its own message', async () => {
    const errors = await errorsOf(registrationFormSchema, {
      userName: '',
      password: '',
      repeatPassword: '',
      email: '',
      acceptTerms: false,
      acceptUseImages: false,
    });
    expect(errors.userName).toContain('validation.username.required');
    expect(errors.password).toContain('validation.password.required');
    expect(errors.repeatPassword).toContain('validation.repeatPassword.required');
    expect(errors.email).toContain('validation.email.required');
    expect(errors.acceptTerms).toEqual(['validation.acceptTerms.required']);
    expect(errors.acceptUseImages).toEqual(['validation.acceptUseImages.required']);
  });

  it('refuses a username with whitespace inside', async () => {
    const errors = await errorsOf(registrationFormSchema, { ...validRegistration, userName: 'mario rossi' });
    expect(errors).toEqual({ userName: ['validation.username.invalid'] });
  });

  it('keeps usernames between 3 and 50 characters', async () => {
    expect((await errorsOf(registrationFormSchema, { ...validRegistration, userName: 'ab' })).userName).toEqual([
      'validation.username.length',
    ]);
    expect(
      (await errorsOf(registrationFormSchema, { ...validRegistration, userName: 'a'.repeat(51) })).userName,
    ).toEqual(['validation.username.length']);
    expect(await errorsOf(registrationFormSchema, { ...validRegistration, userName: 'a'.repeat(50) })).toEqual({});
  });

  it('refuses an invalid email', async () => {
    expect(await errorsOf(registrationFormSchema, { ...validRegistration, email: 'mario@' })).toEqual({
      email: ['validation.email.invalid'],
    });
  });

  it('requires the repeated password to match', async () => {
    const errors = await errorsOf(registrationFormSchema, { ...validRegistration, repeatPassword: 'Segreta124' });
    expect(errors).toEqual({ repeatPassword: ['validation.repeatPassword.mismatch'] });
  });

  it.each([
    ['too short', 'Abc1234'],
    ['without a digit', 'Segretissima'],
    ['without an upper-case letter', 'segreta123'],
  ])('refuses a password %s with the server hint', async (_, password) => {
    const errors = await errorsOf(registrationFormSchema, { ...validRegistration, password, repeatPassword: password });
    expect(errors.password).toContain('validation.password.weak');
  });

  it('requires both consents to be given', async () => {
    expect(await errorsOf(registrationFormSchema, { ...validRegistration, acceptTerms: false })).toEqual({
      acceptTerms: ['validation.acceptTerms.required'],
    });
    expect(await errorsOf(registrationFormSchema, { ...validRegistration, acceptUseImages: false })).toEqual({
      acceptUseImages: ['validation.acceptUseImages.required'],
    });
  });

  it("sends the server the account fields and the image consent, absent meaning not given (the form's own boxes stay)", () => {
    expect(registrationSchema.cast(validRegistration, { stripUnknown: true })).toEqual({
      userName: 'mario.rossi',
      password: 'Segreta123',
      email: 'mario@example.com',
      consensoTrattamentoImmagini: false,
    });
    expect(
      registrationSchema.cast({ ...validRegistration, consensoTrattamentoImmagini: true }, { stripUnknown: true })
        .consensoTrattamentoImmagini,
    ).toBe(true);
  });
});

describe('loginSchema', () => {
  it('requires username and password', async () => {
    expect(await errorsOf(loginSchema, { username: ' ', password: '' })).toEqual({
      username: ['validation.username.required'],
      password: ['validation.password.required'],
    });
    expect(await errorsOf(loginSchema, { username: 'mario', password: 'x' })).toEqual({});
  });
});

describe('resetPasswordSchema (forgot password)', () => {
  it('accepts either the username or the email', async () => {
    expect(await errorsOf(resetPasswordSchema, { email: 'mario@example.com', userName: '' })).toEqual({});
    expect(await errorsOf(resetPasswordSchema, { email: '', userName: 'mario' })).toEqual({});
  });

  it('refuses both empty', async () => {
    expect(await errorsOf(resetPasswordSchema, { email: ' ', userName: '' })).toEqual({
      userName: ['validation.resetPassword.oneRequired'],
    });
  });

  it('refuses an invalid email', async () => {
    expect(await errorsOf(resetPasswordSchema, { email: 'not-an-email', userName: '' })).toEqual({
      email: ['validation.email.invalid'],
    });
  });
});

describe('newPasswordFormSchema (reset link)', () => {
  it('requires a strong password typed twice', async () => {
    expect(await errorsOf(newPasswordFormSchema, { password: 'Nuova1234', repeatPassword: 'Nuova1234' })).toEqual({});
    expect(await errorsOf(newPasswordFormSchema, { password: 'Nuova1234', repeatPassword: '' })).toEqual({
      repeatPassword: ['validation.repeatPassword.required'],
    });
    expect(await errorsOf(newPasswordFormSchema, { password: 'Nuova1234', repeatPassword: 'Nuova12345' })).toEqual({
      repeatPassword: ['validation.repeatPassword.mismatch'],
    });
  });
});

describe('changePasswordFormSchema', () => {
  it('requires the current password and a matching new one', async () => {
    expect(
      await errorsOf(changePasswordFormSchema, {
        oldPassword: 'Vecchia123',
        password: 'Nuova1234',
        repeatPassword: 'Nuova1234',
      }),
    ).toEqual({});
    expect(
      await errorsOf(changePasswordFormSchema, { oldPassword: '', password: 'Nuova1234', repeatPassword: 'Nuova1234' }),
    ).toEqual({
      oldPassword: ['validation.oldPassword.required'],
    });
    expect(
      await errorsOf(changePasswordFormSchema, {
        oldPassword: 'Vecchia123',
        password: 'Nuova1234',
        repeatPassword: 'nuova1234',
      }),
    ).toEqual({
      repeatPassword: ['validation.repeatPassword.mismatch'],
    });
  });
});
