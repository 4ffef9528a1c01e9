import { useId } from 'react';
import { useAppDispatch, useAppSelector } from '../../state/hooks';
import { settingsText as t } from '../../text/settings';
import { keepThemeChoice } from '../../ui/theme';
import type { ThemeChoice } from '../../ui/themeChoice';
import { selectTheme, themeChosen } from '../../ui/uiSlice';

const choices: ThemeChoice[] = ['system', 'light', 'dark'];

/** 'Weergave': system, light or dark colours, kept in this browser and shown at once. */
export function ThemeChoiceField() {
  const dispatch = useAppDispatch();
  const current = useAppSelector(selectTheme);
  const name = useId();
  const choose = (choice: ThemeChoice) => {
    dispatch(themeChosen(choice));
    keepThemeChoice(choice);
  };
  return (
    <fieldset className="card settings-theme" aria-describedby={`${name}-hint`}>
      <legend>{t.themeHeading}</legend>
      <p id={`${name}-hint`} className="settings-toggle-hint">
        {t.themeHint}
      </p>
      <div className="settings-theme-options">
        {choices.map((choice) => (
          <label key={choice} className="settings-theme-option">
            <input
              type="radio"
              name={name}
              value={choice}
              checked={current === choice}
              onChange={() => choose(choice)}
            />
            {t.themeOptions[choice]}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
