import { Button } from '@mantine/core';
import { isStandalone, promptInstall, useInstallOffer } from '../../lib/install-offer';
import { IosInstallGuide } from './ios-install-guide';
import { INSTALL_TEXT } from './texts';

/** The /offline page's install block: the button where the browser offers it, a guide on iOS. */
export function InstallApp() {
  const offer = useInstallOffer();
  if (isStandalone()) return <p>{INSTALL_TEXT.installed}</p>;
  if (offer === 'prompt') return <Button onClick={() => void promptInstall()}>{INSTALL_TEXT.button}</Button>;
  if (offer === 'ios-guide') return <IosInstallGuide />;
  return <p>{INSTALL_TEXT.otherBrowsers}</p>;
}
