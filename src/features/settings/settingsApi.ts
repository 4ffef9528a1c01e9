import { baseApi } from '../../api/baseApi';
import type { Flag, Settings, SettingsRequest, SettingsToggleAction } from '../../api/contract';
import { saveOverlayUntil } from '../../ui/saveOverlay';
import { NUMBERS_LIST } from '../numbers/public';

/** Which field of GET /settings each toggle action changes. */
export const toggleField = {
  'individual-number-switch': 'numberSwitchIndividual',
  'two-step-verification': 'twoStepVerification',
  newsletter: 'newsletter',
} as const satisfies Record<SettingsToggleAction, keyof Settings>;

export interface ToggleRequest {
  action: SettingsToggleAction;
  toggle: Flag;
  /** Asked for by the server to switch two-step verification off. */
  currentPassword?: string;
}

const postSettings = (body: SettingsRequest) => ({ url: '/settings', method: 'POST', body });

/**
 * GET /settings and the settings page's three toggles of POST /settings (its fourth action, the
 * outgoing-number switch, is the dashboard's: dashboardApi). A toggle updates the cache at once
 * (optimistic) and undoes that on failure; after a success the server's answer replaces the guess
 * through tag invalidation, so the server stays the truth.
 */
export const settingsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getSettings: build.query<Settings, void>({
      query: () => '/settings',
      providesTags: ['Settings'],
    }),
    /** One of the three toggles of the settings page, saved on its own. */
    toggleSetting: build.mutation<unknown, ToggleRequest>({
      query: ({ action, toggle, currentPassword }) =>
        postSettings(currentPassword === undefined ? { action, toggle } : { action, toggle, currentPassword }),
      // The individual switch decides the numbers list's numberSwitchType too.
      invalidatesTags: (_result, error, { action }) => {
        if (error) return [];
        return action === 'individual-number-switch' ? ['Settings', NUMBERS_LIST] : ['Settings'];
      },
      async onQueryStarted({ action, toggle }, { dispatch, queryFulfilled }) {
        const patch = dispatch(
          settingsApi.util.updateQueryData('getSettings', undefined, (draft) => {
            draft[toggleField[action]] = toggle;
          }),
        );
        await saveOverlayUntil(
          dispatch,
          queryFulfilled.catch((error: unknown) => {
            patch.undo();
            throw error;
          }),
        );
      },
    }),
  }),
});

export const { useGetSettingsQuery, useToggleSettingMutation } = settingsApi;
