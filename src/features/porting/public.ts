// What other features may use of the porting area: the numbers page's section and the overview's notice.
export { PortingNotice } from './PortingNotice';
export { PortingSection } from './PortingSection';
