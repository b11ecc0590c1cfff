import { api, apiCall } from '../../api/client';
import type {
  ChangePasswordRequest,
  ConfirmResetPasswordRequest,
  LoginRequest,
  RegistrationRequest,
  ResetPasswordRequest,
} from '@shared/validation/accounts';
import type { LoginData, RenewedToken, UserData } from '@shared/contracts/accounts';

export const sessionApi = {
  login: (body: LoginRequest) => api.post<LoginData>('/api/Auth/login', body),
  getUserData: () => api.get<UserData>('/api/Auth/getUserData'),
  register: (body: RegistrationRequest) => apiCall<null>('POST', '/api/Accounts/registration', { body }),
  requestPasswordRecovery: (body: ResetPasswordRequest) =>
    apiCall<null>('PUT', '/api/Accounts/resetpassword', { body }),
  confirmPasswordReset: (body: ConfirmResetPasswordRequest) =>
    apiCall<null>('PUT', '/api/Accounts/confirmresetpassword', { body }),
  changePassword: (body: ChangePasswordRequest) =>
    apiCall<RenewedToken>('PUT', '/api/Accounts/changepassword', { body }),
  /** Ends every session; the answer's token keeps this one. */
  signOutEverywhere: () => apiCall<RenewedToken>('POST', '/api/Accounts/signouteverywhere'),
  deleteAccount: () => apiCall<null>('DELETE', '/api/Accounts/deleteaccount'),
};
