import { INSTALL_TEXT } from './texts';

/** iOS offers no install prompt: the app is added from Safari's Share sheet. */
export function IosInstallGuide() {
  return (
    <div>
      <p>{INSTALL_TEXT.iosIntro}</p>
      <ol>
        {INSTALL_TEXT.iosSteps.map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
    </div>
  );
}
