// What other features may use of team access.
export { TwoStepOverview } from './TwoStepOverview';
export { TwoStepUndo } from './TwoStepUndo';
