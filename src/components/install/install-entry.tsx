import { lazy, Suspense, useState } from 'react';
import { promptInstall, useInstallOffer } from '../../lib/install-offer';
import { INSTALL_TEXT } from './texts';

// The dialog (and Mantine with it) loads only when an iPhone user taps the entry.
const IosInstallDialog = lazy(() => import('./ios-install-dialog'));

/**
 * "Install app" where people look for it (the header, the menu), shown only when this browser
 * lets the app be installed: its own prompt, or the Share-sheet guide on iOS.
 */
export function InstallEntry({ className, onChosen }: { className?: string; /** Runs before the browser's dialog or the guide opens. */ onChosen?: () => void }) {
  const offer = useInstallOffer();
  const [guideOpened, setGuideOpened] = useState(false);
  const [guideRequested, setGuideRequested] = useState(false);
  if (offer === null) return null;

  const choose = () => {
    onChosen?.();
    if (offer === 'prompt') {
      void promptInstall();
      return;
    }
    // The menu that holds the entry has closed: the guide takes the screen.
    setGuideRequested(true);
    setGuideOpened(true);
  };

  return (
    <>
      <button type="button" className={className} onClick={choose}>
        {INSTALL_TEXT.entry}
      </button>
      {guideRequested && (
        <Suspense fallback={null}>
          <IosInstallDialog opened={guideOpened} onClose={() => setGuideOpened(false)} />
        </Suspense>
      )}
    </>
  );
}
