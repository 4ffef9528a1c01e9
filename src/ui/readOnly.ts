import { createContext, useContext } from 'react';

/**
 * Whether the open page only shows (the user's role holds the page's permission but not its change):
 * the frame provides it per page, the save buttons read it and render nothing. The server refuses the
 * save anyway; this only keeps buttons away that could not work.
 */
export const ReadOnlyContext = createContext(false);

export const useReadOnly = (): boolean => useContext(ReadOnlyContext);
