// Shared by the inline start script (which spells them out: it is serialised on its own) and the app.

/** Class on <html> that hides markup rendered for another visitor than this one (see src/ui/styles.css). */
export const STALE_MARKUP_CLASS = 'prerender-stale';
/** Set on <html> once the app runs; until then a submit must not send the form's fields in the address. */
export const APP_RUNNING_ATTRIBUTE = 'data-app';
/** Set on <html> by the start script when a form was submitted before the app ran (it replays that). */
export const EARLY_SUBMIT_ATTRIBUTE = 'data-early-submit';
