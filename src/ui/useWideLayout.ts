import { useAppSelector } from '../state/hooks';
import { selectPlatform } from './uiSlice';

/**
 * Desktop pages use the width: lists become tables with column headers. The apps' web views
 * (ios, android) keep the phone's lists.
 */
export const useWideLayout = (): boolean => useAppSelector(selectPlatform) === 'desktop';
