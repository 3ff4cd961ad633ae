/** The words of every offer to install the app. */
export const INSTALL_TEXT = {
  /** The header's and the menu's entry. */
  entry: 'Install app',
  button: 'Install the Verdant app',
  installed: 'Verdant is installed on this device.',
  iosTitle: 'Install Verdant',
  iosIntro: 'Add Verdant to your Home Screen: Share → Add to Home Screen.',
  iosSteps: ['Tap the Share button in Safari’s toolbar.', 'Choose “Add to Home Screen”.', 'Tap “Add”.'],
  otherBrowsers: 'Use your browser’s menu to install Verdant or add it to your home screen.',
} as const;
