// The donut's half of Victory, evaluated a task before the rest (see chartSteps.ts).
export { VictoryPie } from 'victory';
