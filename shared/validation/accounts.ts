import './locale';
import * as yup from 'yup';

/**
 * Account rules shared by the forms and the server. Messages are ids of locales/*.json, so each
 * side shows them in its user's language.
 */
export const USERNAME_MIN = 3;
export const USERNAME_MAX = 50;
export const PASSWORD_MIN = 8;
export const EMAIL_MAX = 254;
export const PASSWORD_MAX = 128;

const username = yup
  .string()
  .trim()
  .required('validation.username.required')
  .matches(/^\S+$/, 'validation.username.invalid')
  .min(USERNAME_MIN, 'validation.username.length')
  .max(USERNAME_MAX, 'validation.username.length');

export const emailRule = yup
  .string()
  .trim()
  .required('validation.email.required')
  .max(EMAIL_MAX, 'validation.email.invalid')
  .email('validation.email.invalid');

/** The server's password rule: 8 or more characters, one digit, one upper-case letter. */
export const newPasswordRule = yup
  .string()
  .required('validation.password.required')
  .min(PASSWORD_MIN, 'validation.password.weak')
  .max(PASSWORD_MAX, 'validation.password.tooLong')
  .matches(/\d/, 'validation.password.weak')
  .matches(/[A-Z]/, 'validation.password.weak');

/**
 * The new password typed again. A test rather than oneOf: yup checks oneOf before required, so an
 * empty field would read 'Passwords must match' instead of 'Repeat password required'. An empty
 * field is left to required, so it gets one message only.
 */
const repeatPasswordRule = yup
  .string()
  .required('validation.repeatPassword.required')
  .test(
    'matches',
    'validation.repeatPassword.mismatch',
    (value, context) => !value || value === context.parent.password,
  );

export const loginSchema = yup.object({
  username: yup.string().trim().required('validation.username.required').max(254, 'validation.username.length'),
  password: yup.string().required('validation.password.required').max(PASSWORD_MAX, 'validation.password.tooLong'),
});
export type LoginRequest = yup.InferType<typeof loginSchema>;

export const registrationSchema = yup.object({
  userName: username,
  password: newPasswordRule,
  email: emailRule,
  /**
   * Beyond the three fields of product.md §1.3 (product.md §3.3): the image consent ticked on the
   * form, kept from the start so the profile does not ask for it again. Optional: absent means not
   * given.
   */
  consensoTrattamentoImmagini: yup.boolean().typeError('validation.boolean.invalid').default(false),
});
export type RegistrationRequest = yup.InferType<typeof registrationSchema>;

/** The form adds what only a person at the keyboard can confirm; the server never sees these. */
export const registrationFormSchema = registrationSchema.omit(['consensoTrattamentoImmagini']).shape({
  repeatPassword: repeatPasswordRule,
  acceptTerms: yup
    .boolean()
    .oneOf([true], 'validation.acceptTerms.required')
    .required('validation.acceptTerms.required'),
  acceptUseImages: yup
    .boolean()
    .oneOf([true], 'validation.acceptUseImages.required')
    .required('validation.acceptUseImages.required'),
});

/** Either field may be empty, not both (product.md §3.3). */
export const resetPasswordSchema = yup
  .object({
    email: yup.string().trim().max(EMAIL_MAX, 'validation.email.invalid').email('validation.email.invalid').default(''),
    userName: yup.string().trim().max(USERNAME_MAX, 'validation.username.length').default(''),
  })
  .test('one-of', 'validation.resetPassword.oneRequired', function oneOf(value) {
    if (value.email || value.userName) return true;
    return this.createError({ path: 'userName', message: 'validation.resetPassword.oneRequired' });
  });
export type ResetPasswordRequest = yup.InferType<typeof resetPasswordSchema>;

export const confirmResetPasswordSchema = yup.object({
  token: yup.string().trim().required('validation.resetToken.required').max(200, 'validation.resetToken.required'),
  password: newPasswordRule,
});
export type ConfirmResetPasswordRequest = yup.InferType<typeof confirmResetPasswordSchema>;

export const newPasswordFormSchema = yup.object({
  password: newPasswordRule,
  repeatPassword: repeatPasswordRule,
});

export const changePasswordSchema = yup.object({
  oldPassword: yup
    .string()
    .required('validation.oldPassword.required')
    .max(PASSWORD_MAX, 'validation.password.tooLong'),
  password: newPasswordRule,
});
export type ChangePasswordRequest = yup.InferType<typeof changePasswordSchema>;

export const changePasswordFormSchema = changePasswordSchema.concat(newPasswordFormSchema);
