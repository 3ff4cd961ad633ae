import type { ManifestOptions } from 'vite-plugin-pwa';

/** The installed app's identity: read by the build (vite.config.ts), no browser code imports it. */
export const webManifest: Partial<ManifestOptions> = {
  name: 'Verdant Grow Lights',
  short_name: 'Verdant',
  description: 'LED and HID grow lights, controllers, cords and accessories — specs, stock and support, online or off.',
  theme_color: '#2f7d32',
  background_color: '#ffffff',
  display: 'standalone',
  start_url: '/',
  scope: '/',
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
    { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
};
