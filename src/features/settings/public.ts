// What other features may use of the settings area: the dashboard's outgoing-number switch.
export { useSwitchOutgoingNumberMutation } from './settingsApi';
