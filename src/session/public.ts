// What features may use of the session (lint allows only this file from src/features).
export { logout } from './logout';
export {
  selectIsAccountActive,
  selectRole,
  selectTwoStepSetupRequired,
  selectUser,
  twoStepSetupRequiredChanged,
} from './sessionSlice';
export { useFragmentToken } from './pages/fragmentToken';
