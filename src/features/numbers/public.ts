// What other features may use of the numbers area (lint allows only this file across features).
export { activeNumber, markActive, NUMBERS_LIST, numbersApi } from './numbersApi';
