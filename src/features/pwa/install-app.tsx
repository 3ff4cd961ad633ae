import { Button } from '@mantine/core';
import { useState } from 'react';
import { isIosSafari, isStandalone } from './install';
import { usePwaStore } from './pwa-store';

export const IOS_INSTALL_STEPS = ['Tap the Share button in Safari’s toolbar.', 'Choose “Add to Home Screen”.', 'Tap “Add”.'];

/** Install where the browser offers it; a short guide on iOS, which offers no prompt. */
export function InstallApp() {
  const installPrompt = usePwaStore((state) => state.installPrompt);
  const [installed] = useState(isStandalone);

  if (installed) return <p>Verdant is installed on this device.</p>;
  if (installPrompt) {
    const install = async () => {
      await installPrompt.prompt();
      await installPrompt.userChoice;
      usePwaStore.setState({ installPrompt: null });
    };
    return <Button onClick={() => void install()}>Install the Verdant app</Button>;
  }
  if (isIosSafari()) {
    return (
      <div>
        <p>Add Verdant to your Home Screen: Share → Add to Home Screen.</p>
        <ol>
          {IOS_INSTALL_STEPS.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </div>
    );
  }
  return <p>Use your browser’s menu to install Verdant or add it to your home screen.</p>;
}
