import { useNavigate } from 'react-router';
import { getConfig } from '../config';
import type { BackTarget } from '../routing/routeTable';
import { nl } from '../text/nl';
import { closeWebView } from '../ui/nativeBridge';

/** The mobile header: back button and the page title. The shell renders it on ios/android only.
 * `back` is a resolved path, or 'close-webview' (only meaningful inside the iOS app). */
export function Header({ title, back, onIos }: { title: string; back: BackTarget; onIos: boolean }) {
  const navigate = useNavigate();
  const canClose = back === 'close-webview' && onIos;
  const showBack = back !== null && (back !== 'close-webview' || canClose);

  const goBack = () => {
    if (back === 'close-webview') closeWebView();
    else if (back) navigate(back);
  };

  return (
    <header className="header">
      {showBack ? (
        <button type="button" className="header-back" onClick={goBack} aria-label={nl.common.back}>
          <span aria-hidden="true">‹</span>
        </button>
      ) : (
        <span className="header-back-spacer" />
      )}
      {/* An empty title (the login page) gets no heading, which that page has itself: the provider instead. */}
      {title ? (
        <h1 className="header-title">{title}</h1>
      ) : (
        <span className="header-title">{getConfig().providerName}</span>
      )}
      <span className="header-back-spacer" />
    </header>
  );
}
