/**
 * The seeded catalogue. Ids are fixed: the iLogic Plus landing pages load ids 5–9, and
 * every SKU the specification names exists. The records live by category under seed/.
 */
import { controllers } from './seed/controllers';
import { cords } from './seed/cords';
import { hidProducts } from './seed/hid';
import { hidAccessories } from './seed/hid-accessories';
import { lamps } from './seed/lamps';
import { iLogicClassic } from './seed/led-ilogic-classic';
import { iLogicPlus } from './seed/led-ilogic-plus';
import { ledFixtures } from './seed/led-fixtures';
import type { SeedProduct } from './seed/shape';

export type { SeedProduct } from './seed/shape';

export const seedProducts: SeedProduct[] = [
  ...iLogicPlus,
  ...ledFixtures,
  ...iLogicClassic,
  ...hidProducts,
  ...hidAccessories,
  ...controllers,
  ...cords,
  ...lamps,
].sort((a, b) => a.id - b.id);
