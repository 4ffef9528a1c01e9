// What the app's composition root takes of the navigation area: the desktop frame's parts, loaded lazily.
export { Breadcrumb, DesktopNavigation } from './DesktopFrame';
