// Technical product illustrations: one outline template per kind of product, varied by colour,
// label and wattage. Each view number shows the product differently so a gallery has variety.

const esc = (text) => String(text).replace(/[<>&"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;' })[c]);

const ACCENT = {
  'LED Grow Lights': '#2f7d4f',
  'HID Lighting': '#c27a1a',
  Controllers: '#2c5d8a',
  'Cords & Accessory': '#4d5561',
  'Grow Light Bulbs': '#b8860b',
};

/** Which outline a product is drawn with. */
export function kindOf(product) {
  const name = product.item_name;
  if (product.category === 'LED Grow Lights') return /Under Canopy|iLW|Clone/.test(name) ? 'bar' : 'ledframe';
  if (product.category === 'Controllers') return 'controller';
  if (product.category === 'Cords & Accessory') return 'cord';
  if (product.category === 'Grow Light Bulbs') return /DE /.test(name) ? 'detube' : 'bulb';
  if (/Ratchet|Wire/.test(name)) return 'ratchet';
  if (/C Hanger/.test(name)) return 'hanger';
  if (/Reflector|Glass/.test(name)) return 'reflector';
  return 'hid';
}

const watts = (p) => p.wattage_120v ?? p.wattage_208v ?? p.wattage_240v ?? p.wattage_277v;

const shapes = {
  ledframe(p, c) {
    const bars = Math.max(3, Math.min(10, Math.round((watts(p) ?? 600) / 105)));
    const gap = 440 / bars;
    let out = `<rect x="170" y="170" width="460" height="360" rx="10" fill="none" stroke="#333" stroke-width="6"/>`;
    for (let i = 0; i < bars; i += 1)
      out += `<rect x="${(180 + i * gap + gap * 0.2).toFixed(1)}" y="182" width="${(gap * 0.6).toFixed(1)}" height="336" rx="4" fill="${c}"/>`;
    return `${out}<rect x="330" y="300" width="140" height="100" rx="8" fill="#222"/><circle cx="400" cy="350" r="12" fill="${c}"/>`;
  },
  bar(p, c) {
    const count = /Under Canopy/.test(p.item_name) ? 2 : 1;
    let out = '';
    for (let i = 0; i < count; i += 1)
      out += `<rect x="120" y="${300 + i * 110}" width="560" height="60" rx="14" fill="#ddd" stroke="#333" stroke-width="5"/><rect x="140" y="${315 + i * 110}" width="520" height="30" rx="6" fill="${c}"/>`;
    return out;
  },
  hid(_p, c) {
    return `<path d="M170 420 L260 300 H540 L630 420 Z" fill="#e7e9ec" stroke="#333" stroke-width="6"/><rect x="250" y="395" width="300" height="16" rx="8" fill="${c}"/><rect x="300" y="180" width="200" height="110" rx="10" fill="#333"/><circle cx="400" cy="235" r="16" fill="${c}"/>`;
  },
  reflector(_p, c) {
    return `<path d="M150 440 L250 290 H550 L650 440 Z" fill="#eef0f2" stroke="#333" stroke-width="6"/><path d="M220 420 L290 320 M400 420 V300 M580 420 L510 320" stroke="${c}" stroke-width="5"/>`;
  },
  hanger(_p, c) {
    return `<path d="M300 180 H460 V240 H360 V520 H520 V580 H300 Z" fill="${c}" stroke="#333" stroke-width="6"/><circle cx="410" cy="210" r="12" fill="#fff"/>`;
  },
  ratchet(_p, c) {
    return `<path d="M400 160 V600" stroke="#333" stroke-width="6" stroke-dasharray="14 8"/><rect x="350" y="320" width="100" height="120" rx="20" fill="${c}"/><path d="M380 620 a20 20 0 1 0 40 0" fill="none" stroke="#333" stroke-width="8"/>`;
  },
  controller(_p, c) {
    return `<rect x="210" y="200" width="380" height="300" rx="24" fill="#f3f4f6" stroke="#333" stroke-width="6"/><rect x="250" y="240" width="300" height="150" rx="8" fill="${c}"/><circle cx="300" cy="440" r="18" fill="#333"/><circle cx="400" cy="440" r="18" fill="#333"/><circle cx="500" cy="440" r="18" fill="#333"/>`;
  },
  cord(_p, c) {
    return `<path d="M160 480 C 160 260, 400 260, 400 400 S 640 540, 640 320" fill="none" stroke="${c}" stroke-width="18" stroke-linecap="round"/><rect x="120" y="470" width="80" height="70" rx="10" fill="#333"/><rect x="600" y="250" width="80" height="70" rx="10" fill="#333"/>`;
  },
  bulb(_p, c) {
    return `<ellipse cx="400" cy="310" rx="110" ry="170" fill="#fffbe8" stroke="#333" stroke-width="6"/><rect x="385" y="230" width="30" height="150" rx="10" fill="${c}"/><rect x="350" y="470" width="100" height="90" rx="8" fill="#9aa0a6" stroke="#333" stroke-width="5"/>`;
  },
  detube(_p, c) {
    return `<rect x="150" y="340" width="500" height="70" rx="35" fill="#fffbe8" stroke="#333" stroke-width="6"/><rect x="330" y="360" width="140" height="30" rx="12" fill="${c}"/><rect x="110" y="355" width="50" height="40" fill="#9aa0a6"/><rect x="640" y="355" width="50" height="40" fill="#9aa0a6"/>`;
  },
};

/** View 1 front, 2 side elevation, 3 nameplate, 4 angled, 5 above a canopy. */
function view(n, drawing, p, c) {
  switch (n) {
    case 2:
      return `<g transform="translate(400 380) scale(1 0.35) translate(-400 -380)">${drawing}</g><path d="M120 560 H680" stroke="#999" stroke-width="3" stroke-dasharray="10 8"/>`;
    case 3:
      return `<rect x="170" y="200" width="460" height="300" rx="12" fill="#fff" stroke="${c}" stroke-width="6"/><text x="200" y="270" font-size="34" font-weight="700">${esc(p.sku)}</text><text x="200" y="330" font-size="26">${esc(p.voltage_range ?? p.brand)}</text><text x="200" y="380" font-size="26">${esc(watts(p) ? `${watts(p)}W` : p.category)}</text><text x="200" y="440" font-size="22" fill="#666">Verdant</text>`;
    case 4:
      return `<g transform="translate(400 360) rotate(-12) skewX(-14) translate(-400 -360)">${drawing}</g>`;
    case 5: {
      let plants = '';
      for (let x = 150; x <= 650; x += 100) plants += `<ellipse cx="${x}" cy="590" rx="48" ry="34" fill="#6aa84f"/>`;
      return `<g transform="translate(400 300) scale(0.7) translate(-400 -350)">${drawing}</g><path d="M260 420 L200 560 M540 420 L600 560" stroke="${c}" stroke-opacity="0.35" stroke-width="4"/>${plants}`;
    }
    default:
      return drawing;
  }
}

export function productSvg(product, n) {
  const accent = ACCENT[product.category] ?? '#4d5561';
  const drawing = shapes[kindOf(product)](product, accent);
  const name = product.item_name.length > 42 ? `${product.item_name.slice(0, 41)}…` : product.item_name;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800" font-family="Helvetica, Arial, sans-serif">` +
    `<rect width="800" height="800" fill="#f6f7f4"/>${view(n, drawing, product, accent)}` +
    `<rect y="660" width="800" height="140" fill="${accent}"/>` +
    `<text x="40" y="715" font-size="30" font-weight="700" fill="#fff">${esc(name)}</text>` +
    `<text x="40" y="760" font-size="24" fill="#fff" fill-opacity="0.85">${esc(product.sku)}</text></svg>`
  );
}

/** The iLogic Plus wordmark used on the landing pages. */
export const plusLogoSvg = () =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800" font-family="Helvetica, Arial, sans-serif"><rect width="800" height="800" rx="80" fill="#12351f"/><text x="400" y="420" font-size="120" font-weight="700" fill="#fff" text-anchor="middle">iLogic</text><text x="400" y="540" font-size="90" font-weight="700" fill="#7bd389" text-anchor="middle">PLUS</text></svg>`;
