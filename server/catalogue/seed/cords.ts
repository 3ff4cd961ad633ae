import { base, docs, kg, photos, type SeedProduct } from './shape';

/**
 * Cords and cables. `cord_type` is the cord subcategory the catalogue filters by;
 * `subcategory` is one of the cord slugs the product breadcrumb links to.
 */

export type CordType = 'cable-logic' | 'cloning-cords' | 'hids-cords' | 'under-canopy' | 'ilx-cords' | 'controllers';

interface Cord {
  id: number;
  sku: string;
  name: string;
  type: CordType;
  subcategory: 'Cords & Accessory' | 'CORDS' | 'Lighting Accessories';
  msrp: number;
  stock: number;
  description: string;
  details: string;
  feet?: number;
  photoCount?: number;
  specSheet?: boolean;
}

function cord(item: Cord): SeedProduct {
  return {
    id: item.id,
    sku: item.sku,
    stock: item.stock,
    item_name: item.name,
    ...base,
    category: 'Cords & Accessory',
    subcategory: item.subcategory,
    cord_type: item.type,
    msrp: item.msrp,
    ...photos(item.sku, item.photoCount ?? 1),
    ...(item.specSheet && docs(item.sku, 'spec')),
    short_description: item.description,
    long_description: `<p>${item.details}</p>`,
    warranty: '1 year',
    ...(item.feet !== undefined && {
      length: { inches: item.feet * 12, millimeters: Math.round(item.feet * 304.8) },
    }),
    weight: kg(Number((0.05 + (item.feet ?? 1) * 0.04).toFixed(2))),
  };
}

const nema = (plug: string, volts: string) => `<strong>NEMA ${plug}</strong> plug for ${volts} receptacles`;

export const cords: SeedProduct[] = [
  // Cable Logic: RJ14 daisy-chain control cables for iLogic Plus and HYPERMOL.
  cord({ id: 60, sku: 'IL-CL-RJ14-6FT', name: 'Cable Logic RJ14 Link Cable 6 ft', type: 'cable-logic', subcategory: 'Cords & Accessory', msrp: 15, stock: 150, feet: 6, photoCount: 2, description: 'Daisy-chain dimming cable between neighbouring iLogic Plus or HYPERMOL fixtures.', details: 'Shielded <strong>RJ14 link cable</strong> that carries the dimming signal from one fixture to the next. Up to 100 fixtures per chain.' }),
  cord({ id: 61, sku: 'IL-CL-RJ14-15FT', name: 'Cable Logic RJ14 Link Cable 15 ft', type: 'cable-logic', subcategory: 'Cords & Accessory', msrp: 19, stock: 64, feet: 15, description: 'Daisy-chain dimming cable for fixtures in adjacent rows.', details: 'Shielded <strong>RJ14 link cable</strong> long enough to jump between rows or benches.' }),
  cord({ id: 62, sku: 'IL-CL-RJ14-30FT', name: 'Cable Logic RJ14 Link Cable 30 ft', type: 'cable-logic', subcategory: 'Cords & Accessory', msrp: 25, stock: 3, feet: 30, description: 'Long daisy-chain dimming cable from the controller to the first fixture.', details: 'Shielded <strong>RJ14 link cable</strong> for the home run from a Plus Controller to the first fixture of a chain.' }),
  cord({ id: 63, sku: 'IL-CL-TERM', name: 'Cable Logic RJ14 Terminator', type: 'cable-logic', subcategory: 'Cords & Accessory', msrp: 15, stock: 40, photoCount: 0, description: 'End-of-line terminator that keeps long dimming chains free of signal reflections.', details: 'Plug the <strong>terminator</strong> into the free port of the last fixture of each chain.' }),
  cord({ id: 64, sku: 'IL-CL-DRV-EXT-10FT', name: 'Cable Logic Driver Extension 10 ft', type: 'cable-logic', subcategory: 'CORDS', msrp: 45, stock: 0, feet: 10, specSheet: true, description: 'Extends the driver-to-bar lead so iLogic Plus drivers can be mounted outside the canopy.', details: 'IP65 <strong>driver extension</strong> for remote driver mounting. Use no more than one extension per fixture.' }),
  // Cloning: link and power cords for LED Clone lights.
  cord({ id: 65, sku: 'IL-CLONE-LINK-1FT', name: 'LED Clone Link Cord 1 ft', type: 'cloning-cords', subcategory: 'Cords & Accessory', msrp: 15, stock: 85, feet: 1, description: 'Short link cord between LED Clone lights on the same shelf.', details: 'Connects two <strong>LED Clone 18W</strong> lights end to end. Up to 20 lights per power cord.' }),
  cord({ id: 66, sku: 'IL-CLONE-LINK-6FT', name: 'LED Clone Link Cord 6 ft', type: 'cloning-cords', subcategory: 'Cords & Accessory', msrp: 17, stock: 7, feet: 6, description: 'Link cord between LED Clone lights on different shelves.', details: 'Carries power from one <strong>LED Clone</strong> shelf to the next.' }),
  cord({ id: 67, sku: 'IL-CLONE-PWR-6FT', name: 'LED Clone Power Cord 6 ft', type: 'cloning-cords', subcategory: 'CORDS', msrp: 16, stock: 26, feet: 6, description: 'Power cord with in-line switch for a run of LED Clone lights.', details: 'Feeds up to 20 <strong>LED Clone</strong> lights from a 120V outlet, with an in-line rocker switch.' }),
  // HID: Wieland lamp-side and NEMA power cords for DE and CMH fixtures.
  cord({ id: 68, sku: 'IL-HID-WLD-515-8FT', name: 'HID Power Cord Wieland to NEMA 5-15 (120V) 8 ft', type: 'hids-cords', subcategory: 'CORDS', msrp: 22, stock: 48, feet: 8, photoCount: 2, description: 'Wieland to NEMA 5-15 cord for DE and CMH fixtures on 120V.', details: `Wieland connector with a ${nema('5-15', '120V')}. 14 AWG SJT jacket.` }),
  cord({ id: 69, sku: 'IL-HID-WLD-615-8FT', name: 'HID Power Cord Wieland to NEMA 6-15 (240V) 8 ft', type: 'hids-cords', subcategory: 'CORDS', msrp: 22, stock: 2, feet: 8, description: 'Wieland to NEMA 6-15 cord for DE and CMH fixtures on 208-240V.', details: `Wieland connector with a ${nema('6-15', '208V and 240V')}. 14 AWG SJT jacket.` }),
  cord({ id: 70, sku: 'IL-HID-WLD-715-8FT', name: 'HID Power Cord Wieland to NEMA 7-15 (277V) 8 ft', type: 'hids-cords', subcategory: 'CORDS', msrp: 24, stock: 11, feet: 8, description: 'Wieland to NEMA 7-15 cord for 277V HID fixtures.', details: `Wieland connector with a ${nema('7-15', '277V')}. 14 AWG SJT jacket.` }),
  cord({ id: 71, sku: 'IL-HID-WLD-L22-480', name: 'HID Power Cord Wieland to L22-20 (480V) 8 ft', type: 'hids-cords', subcategory: 'CORDS', msrp: 39, stock: 0, feet: 8, specSheet: true, description: 'Locking 480V power cord for the 480V DE fixture.', details: `Wieland connector with a locking <strong>NEMA L22-20</strong> plug for 480V three-phase drops.` }),
  cord({ id: 72, sku: 'IL-HID-LAMP-DE-15FT', name: 'DE Remote Lamp Cord 15 ft', type: 'hids-cords', subcategory: 'Lighting Accessories', msrp: 42, stock: 9, feet: 15, description: 'High-voltage lamp cord for mounting a DE ballast away from its reflector.', details: 'Rated for the <strong>strike voltage of DE lamps</strong>. Never exceed 15 ft between ballast and lamp.' }),
  // Under Canopy: links and feeds for the Under Canopy bars.
  cord({ id: 73, sku: 'IL-UC-LINK-3FT', name: 'Under Canopy Link Cord 3 ft', type: 'under-canopy', subcategory: 'Cords & Accessory', msrp: 18, stock: 60, feet: 3, photoCount: 2, description: 'Waterproof link cord between Under Canopy bars on the same bench.', details: 'IP67 <strong>link cord</strong> for Under Canopy 160W bars; up to 8 bars per feed.' }),
  cord({ id: 74, sku: 'IL-UC-LINK-10FT', name: 'Under Canopy Link Cord 10 ft', type: 'under-canopy', subcategory: 'Cords & Accessory', msrp: 24, stock: 5, feet: 10, description: 'Waterproof link cord between Under Canopy bars on adjacent benches.', details: 'IP67 <strong>link cord</strong> that jumps the aisle between two benches.' }),
  cord({ id: 75, sku: 'IL-UC-PWR-515', name: 'Under Canopy Power Cord NEMA 5-15 8 ft', type: 'under-canopy', subcategory: 'CORDS', msrp: 21, stock: 14, feet: 8, description: 'Feed cord for a run of Under Canopy bars on 120V.', details: `IP67 feed cord with a ${nema('5-15', '120V')}.` }),
  cord({ id: 76, sku: 'IL-UC-PWR-615', name: 'Under Canopy Power Cord NEMA 6-15 8 ft', type: 'under-canopy', subcategory: 'CORDS', msrp: 21, stock: 0, feet: 8, description: 'Feed cord for a run of Under Canopy bars on 208-240V.', details: `IP67 feed cord with a ${nema('6-15', '208V and 240V')}.` }),
  // iLX: power and link cords of the iLogic 6/8/9 and iLW families.
  cord({ id: 77, sku: 'IL-ILX-PC-515', name: 'iLX Power Cord NEMA 5-15 (120V) 8 ft', type: 'ilx-cords', subcategory: 'Cords & Accessory', msrp: 19, stock: 37, feet: 8, photoCount: 2, description: 'iLX driver power cord for 120V outlets.', details: `iLX connector with a ${nema('5-15', '120V')}.` }),
  cord({ id: 78, sku: 'IL-ILX-PC-615', name: 'iLX Power Cord NEMA 6-15 (240V) 8 ft', type: 'ilx-cords', subcategory: 'Cords & Accessory', msrp: 19, stock: 21, feet: 8, description: 'iLX driver power cord for 208-240V outlets.', details: `iLX connector with a ${nema('6-15', '208V and 240V')}.` }),
  cord({ id: 79, sku: 'IL-ILX-PC-715', name: 'iLX Power Cord NEMA 7-15 (277V) 8 ft', type: 'ilx-cords', subcategory: 'Cords & Accessory', msrp: 21, stock: 4, feet: 8, description: 'iLX driver power cord for 277V outlets.', details: `iLX connector with a ${nema('7-15', '277V')}.` }),
  cord({ id: 80, sku: 'IL-ILX-LINK-6FT', name: 'iLX Link Cord 6 ft', type: 'ilx-cords', subcategory: 'CORDS', msrp: 17, stock: 29, feet: 6, description: 'Link cord that daisy-chains iLW bars and iLogic drivers.', details: 'Carries power between <strong>iLW bars</strong>, or dimming between iLogic 6/8/9 drivers.' }),
  // Controllers: cables of the Plus, Touch+ and HASH controllers.
  cord({ id: 81, sku: 'IL-RS-CAT6-25FT', name: 'Plus Controller RS-485 Cable 25 ft', type: 'controllers', subcategory: 'Lighting Accessories', msrp: 29, stock: 18, feet: 25, photoCount: 2, description: 'Shielded RS-485 cable from the Plus Controller to the first fixture.', details: 'Shielded CAT6 <strong>RS-485 cable</strong> with RJ45 ends, rated for plenum runs.' }),
  cord({ id: 82, sku: 'IL-RS-CAT6-100FT', name: 'Plus Controller RS-485 Cable 100 ft', type: 'controllers', subcategory: 'Lighting Accessories', msrp: 65, stock: 6, feet: 100, description: 'Long shielded RS-485 home-run cable for the Plus Controller.', details: 'Shielded CAT6 <strong>RS-485 cable</strong> for home runs to a control room.' }),
  cord({ id: 83, sku: 'IL-TC-LINK-25FT', name: 'Touch+ Control Cable 25 ft', type: 'controllers', subcategory: 'Lighting Accessories', msrp: 27, stock: 12, feet: 25, description: 'RJ12 control cable from the Touch+ controller to the first ballast or driver.', details: 'RJ12 <strong>control cable</strong> for Touch+ zones; chain up to 60 lights per zone.' }),
  cord({ id: 84, sku: 'IL-TC-SENSOR-16FT', name: 'Touch+ Temperature Probe Cord 16 ft', type: 'controllers', subcategory: 'Lighting Accessories', msrp: 24, stock: 1, feet: 16, description: 'Replacement temperature probe for the Touch+ controller.', details: 'Canopy-level <strong>temperature probe</strong> that drives auto-dim and shut-off on the Touch+.' }),
  cord({ id: 85, sku: 'IL-HASH-LINK-25FT', name: 'HASH Controller Link Cable 25 ft', type: 'controllers', subcategory: 'Lighting Accessories', msrp: 29, stock: 10, feet: 25, description: 'Control cable from a HASH controller channel to the first fixture.', details: 'Shielded <strong>HASH link cable</strong> with locking RJ ends.' }),
  cord({ id: 86, sku: 'IL-HASH-SPLIT', name: 'HASH Controller Y-Splitter', type: 'controllers', subcategory: 'Lighting Accessories', msrp: 18, stock: 8, photoCount: 0, description: 'Splits one HASH channel into two rows of fixtures.', details: 'Passive <strong>Y-splitter</strong> for feeding two rows from one HASH channel.' }),
];
