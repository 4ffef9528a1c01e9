import { addListener, createAsyncThunk, nanoid } from '@reduxjs/toolkit';
import { nl } from '../text/nl';
import { dialogClosed, dialogOpened, type DialogAnswer, type DialogSpec } from './uiSlice';

/**
 * Opens a dialog and resolves with the user's answer when the matching `dialogClosed` arrives.
 * Only ids and strings travel through the store, so the DevTools log replays the conversation.
 */
export const showDialog = createAsyncThunk<DialogAnswer, DialogSpec>('ui/showDialog', (spec, { dispatch }) => {
  const dialogId = nanoid();
  const answer = new Promise<DialogAnswer>((resolve) => {
    dispatch(
      addListener({
        predicate: (action) => dialogClosed.match(action) && action.payload.dialogId === dialogId,
        effect: (action, listenerApi) => {
          listenerApi.unsubscribe();
          resolve((action as ReturnType<typeof dialogClosed>).payload);
        },
      }),
    );
  });
  dispatch(dialogOpened({ ...spec, dialogId }));
  return answer;
});

/** A message with a single OK button ('Fout', 'Voltooid', ...). */
export const showMessage = (title: string, description: string) =>
  showDialog({ title, description, options: [{ id: 'ok', label: nl.common.ok }], cancellable: false });
