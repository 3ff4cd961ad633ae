// Relative spectral power charts (380–780 nm) built from Gaussian emission bands, shaped after
// the typical output of each light source.

/** [centre nm, relative height, width nm] per band. */
export const SPECTRUM_BANDS = {
  'full-spectrum': [[450, 0.55, 11], [600, 0.8, 55], [660, 1, 11]],
  'full-spectrum-far-red': [[450, 0.5, 11], [600, 0.75, 55], [660, 1, 11], [730, 0.45, 14]],
  'uv-far-red': [[385, 0.35, 7], [450, 0.5, 11], [600, 0.7, 55], [660, 1, 11], [730, 0.5, 14]],
  'red-far-red': [[450, 0.2, 11], [620, 0.35, 45], [660, 1, 11], [730, 0.35, 14]],
  'full-spectrum-green': [[450, 0.6, 11], [530, 0.75, 35], [600, 0.65, 50], [660, 0.9, 11]],
  'cool-white-6500k': [[450, 1, 11], [550, 0.6, 55], [640, 0.3, 45]],
  'hps-2100k': [[498, 0.25, 4], [545, 0.2, 4], [569, 0.45, 3], [589, 1, 9], [616, 0.55, 6], [670, 0.15, 8]],
  'cmh-3100k': [[420, 0.3, 10], [470, 0.4, 28], [540, 0.6, 38], [600, 0.9, 55], [680, 0.6, 30], [740, 0.4, 20]],
};

const LEFT = 80;
const RIGHT = 760;
const BASE = 520;
const TOP = 120;
const x = (nm) => LEFT + ((nm - 380) / 400) * (RIGHT - LEFT);

export function spectrumSvg(name) {
  const bands = SPECTRUM_BANDS[name];
  const power = (nm) => bands.reduce((sum, [centre, height, width]) => sum + height * Math.exp(-(((nm - centre) / width) ** 2) / 2), 0);
  const samples = [];
  for (let nm = 380; nm <= 780; nm += 4) samples.push([nm, power(nm)]);
  const peak = Math.max(...samples.map(([, value]) => value));
  const points = samples.map(([nm, value]) => `${x(nm).toFixed(0)},${(BASE - (value / peak) * (BASE - TOP)).toFixed(0)}`).join(' ');
  const ticks = [400, 500, 600, 700]
    .map((nm) => `<text x="${x(nm)}" y="550" font-size="18" text-anchor="middle">${nm}</text>`)
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="600" viewBox="0 0 800 600" font-family="Helvetica, Arial, sans-serif">` +
    `<defs><linearGradient id="v" x1="${LEFT}" x2="${RIGHT}" gradientUnits="userSpaceOnUse">` +
    `<stop offset="0" stop-color="#7a00c8"/><stop offset=".18" stop-color="#2040ff"/><stop offset=".35" stop-color="#00b0a0"/>` +
    `<stop offset=".45" stop-color="#40c000"/><stop offset=".55" stop-color="#f0e000"/><stop offset=".65" stop-color="#ff8000"/>` +
    `<stop offset=".8" stop-color="#e00000"/><stop offset="1" stop-color="#600000"/></linearGradient></defs>` +
    `<rect width="800" height="600" fill="#fff"/>` +
    `<polygon points="${LEFT},${BASE} ${points} ${RIGHT},${BASE}" fill="url(#v)" fill-opacity="0.85" stroke="#222" stroke-width="2"/>` +
    `<path d="M${LEFT} ${TOP - 20} V${BASE} H${RIGHT}" fill="none" stroke="#222" stroke-width="2"/>${ticks}` +
    `<text x="420" y="585" font-size="18" text-anchor="middle">Wavelength (nm)</text>` +
    `<text x="30" y="320" font-size="18" text-anchor="middle" transform="rotate(-90 30 320)">Relative power</text></svg>`
  );
}
