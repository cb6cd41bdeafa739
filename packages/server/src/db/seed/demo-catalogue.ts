/** A deterministic, realistic demo range: the same SKUs in every department, as real branches carry. */

export interface DemoProduct {
  type: 'tyre' | 'wheel' | 'accessory';
  sku: string;
  name: string;
  image: string;
  brand: string;
  category: string;
  width?: number;
  profile?: number;
  rim?: number;
  loadIndex?: string;
  speedRating?: string;
  runflat?: boolean;
  diameter?: number;
  rimWidth?: number;
  boltPattern?: string;
  offset?: number;
  centerBore?: number;
  finish?: string;
  autoPartType?: string;
  listPriceCents: number;
  specialPriceCents?: number;
  /** The same quantity in every warehouse instead of a random one (the vehicle-fitment demo's stock). */
  stock?: number;
}

/** Small seeded PRNG (mulberry32) so every fresh database gets the same demo. */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export const TYRE_BRANDS: { name: string; tier: number; patterns: Record<string, string[]> }[] = [
  {
    name: 'Michelin',
    tier: 1.35,
    patterns: {
      Passenger: ['Primacy 4', 'Energy XM2+'],
      Performance: ['Pilot Sport 4', 'Pilot Sport 5'],
      'SUV/4x4': ['LTX Force', 'Primacy SUV+'],
      'Light Truck': ['Agilis 3'],
    },
  },
  {
    name: 'Bridgestone',
    tier: 1.3,
    patterns: {
      Passenger: ['Turanza T005', 'Ecopia EP300'],
      Performance: ['Potenza Sport', 'Potenza S001 RFT'],
      'SUV/4x4': ['Dueler A/T 002', 'Alenza 001'],
      'Light Truck': ['Duravis R611'],
    },
  },
  {
    name: 'Continental',
    tier: 1.25,
    patterns: {
      Passenger: ['UltraContact UC7', 'ComfortContact CC7'],
      Performance: ['SportContact 7', 'PremiumContact 7'],
      'SUV/4x4': ['CrossContact ATR'],
      'Light Truck': ['VanContact Eco'],
    },
  },
  {
    name: 'Pirelli',
    tier: 1.3,
    patterns: {
      Passenger: ['Cinturato P7'],
      Performance: ['P Zero PZ4'],
      'SUV/4x4': ['Scorpion All Terrain Plus'],
      'Light Truck': ['Carrier'],
    },
  },
  {
    name: 'Goodyear',
    tier: 1.15,
    patterns: {
      Passenger: ['Assurance TripleMax 2'],
      Performance: ['Eagle F1 Asymmetric 6'],
      'SUV/4x4': ['Wrangler Duratrac RT'],
      'Light Truck': ['Cargo Marathon 2'],
    },
  },
  {
    name: 'Dunlop',
    tier: 1.05,
    patterns: {
      Passenger: ['SP Sport LM705'],
      Performance: ['Sport Maxx RT2'],
      'SUV/4x4': ['Grandtrek AT5'],
      'Light Truck': ['SP LT37'],
    },
  },
  {
    name: 'Yokohama',
    tier: 1.05,
    patterns: {
      Passenger: ['BluEarth-GT AE51'],
      Performance: ['Advan Sport V107'],
      'SUV/4x4': ['Geolandar A/T G015', 'Geolandar M/T G003'],
      'Light Truck': ['BluEarth-Van RY55'],
    },
  },
  {
    name: 'Toyo',
    tier: 1.0,
    patterns: {
      Passenger: ['Proxes CF2'],
      Performance: ['Proxes Sport 2'],
      'SUV/4x4': ['Open Country A/T III', 'Open Country R/T'],
      'Light Truck': ['H08+'],
    },
  },
  {
    name: 'Hankook',
    tier: 0.95,
    patterns: {
      Passenger: ['Kinergy Eco 2', 'Ventus Prime 4'],
      Performance: ['Ventus S1 evo3'],
      'SUV/4x4': ['Dynapro AT2 Xtreme'],
      'Light Truck': ['Vantra LT'],
    },
  },
  {
    name: 'Kumho',
    tier: 0.85,
    patterns: {
      Passenger: ['Solus TA31', 'Ecsta HS52'],
      Performance: ['Ecsta PS71'],
      'SUV/4x4': ['Road Venture AT52'],
      'Light Truck': ['PorTran KC53'],
    },
  },
  {
    name: 'Falken',
    tier: 0.9,
    patterns: {
      Passenger: ['Ziex ZE310'],
      Performance: ['Azenis FK520'],
      'SUV/4x4': ['Wildpeak A/T3W'],
      'Light Truck': ['Linam Van01'],
    },
  },
  {
    name: 'BFGoodrich',
    tier: 1.2,
    patterns: { 'SUV/4x4': ['All-Terrain T/A KO2', 'Mud-Terrain T/A KM3', 'Trail-Terrain T/A'] },
  },
];

/** Real sizes with their category, load index and speed rating. */
const TYRE_SIZES: [string, number, number, number, string, string][] = [
  ['Passenger', 175, 65, 14, '82', 'T'],
  ['Passenger', 185, 65, 15, '88', 'H'],
  ['Passenger', 195, 65, 15, '91', 'V'],
  ['Passenger', 205, 55, 16, '91', 'V'],
  ['Passenger', 205, 60, 16, '92', 'V'],
  ['Passenger', 215, 60, 16, '95', 'V'],
  ['Passenger', 215, 55, 17, '94', 'V'],
  ['Passenger', 225, 60, 16, '98', 'V'],
  ['Performance', 225, 45, 17, '94', 'W'],
  ['Performance', 225, 40, 18, '92', 'Y'],
  ['Performance', 235, 45, 18, '98', 'Y'],
  ['Performance', 245, 40, 18, '97', 'Y'],
  ['Performance', 245, 45, 19, '102', 'Y'],
  ['Performance', 255, 35, 19, '96', 'Y'],
  ['Performance', 275, 35, 20, '102', 'Y'],
  ['SUV/4x4', 215, 65, 16, '98', 'H'],
  ['SUV/4x4', 225, 65, 17, '102', 'H'],
  ['SUV/4x4', 235, 65, 17, '108', 'V'],
  ['SUV/4x4', 235, 60, 18, '107', 'V'],
  ['SUV/4x4', 255, 55, 19, '111', 'V'],
  ['SUV/4x4', 265, 65, 17, '112', 'T'],
  ['SUV/4x4', 265, 70, 16, '112', 'T'],
  ['SUV/4x4', 265, 60, 18, '110', 'H'],
  ['SUV/4x4', 275, 65, 18, '116', 'T'],
  ['SUV/4x4', 285, 70, 17, '121/118', 'Q'],
  ['Light Truck', 195, 75, 16, '107/105', 'R'],
  ['Light Truck', 205, 70, 15, '106/104', 'R'],
  ['Light Truck', 215, 70, 15, '109/107', 'R'],
  ['Light Truck', 225, 75, 16, '121/120', 'R'],
  ['Light Truck', 235, 65, 16, '115/113', 'R'],
  ['Light Truck', 245, 75, 16, '120/116', 'S'],
  ['Light Truck', 265, 75, 16, '123/120', 'Q'],
];

/** Off-road flotation sizes: brand, pattern, overall diameter and section width (inches), rim, load, speed, list price. */
const FLOTATION_TYRES: [string, string, number, number, number, string, string, number][] = [
  ['BFGoodrich', 'All-Terrain T/A KO2', 31, 10.5, 15, '109', 'S', 38_999],
  ['BFGoodrich', 'Mud-Terrain T/A KM3', 33, 12.5, 20, '114', 'Q', 62_999],
  ['Falken', 'Wildpeak A/T3W', 35, 12.5, 17, '121', 'Q', 54_999],
  ['Kumho', 'Road Venture AT52', 31, 10.5, 15, '109', 'S', 29_999],
];

const WHEEL_BRANDS = [
  { name: 'ROH', tier: 1.0, models: ['Assault', 'Octane', 'Matrix'] },
  { name: 'Simmons', tier: 1.2, models: ['FR-D', 'OM-1'] },
  { name: 'King', tier: 0.8, models: ['Evo', 'Raptor'] },
  { name: 'Advanti', tier: 1.1, models: ['Fastoso', 'Storm S2'] },
  { name: 'Lenso', tier: 0.95, models: ['Venom', 'Project D'] },
];
const WHEEL_FITMENTS: [string, number, number, string, number, number][] = [
  ['Alloy', 15, 6.5, '4x100', 40, 73.1],
  ['Alloy', 16, 7, '5x114.3', 40, 73.1],
  ['Alloy', 17, 7.5, '5x114.3', 45, 73.1],
  ['Alloy', 17, 7.5, '5x112', 45, 66.6],
  ['Alloy', 18, 8, '5x114.3', 35, 73.1],
  ['Alloy', 18, 8, '5x120', 35, 72.6],
  ['Alloy', 19, 8.5, '5x112', 42, 66.6],
  ['Alloy', 20, 8.5, '5x114.3', 38, 73.1],
  ['4x4', 16, 8, '6x139.7', 0, 106.1],
  ['4x4', 17, 8, '6x139.7', 10, 106.1],
  ['4x4', 18, 9, '6x139.7', 0, 106.1],
  ['4x4', 17, 8, '5x150', 20, 110.1],
  ['4x4', 20, 9, '6x139.7', 12, 106.1],
  ['Steel', 15, 6, '5x114.3', 35, 67.1],
  ['Steel', 16, 7, '6x139.7', 30, 106.1],
  ['Steel', 16, 8, '5x150', 0, 110.1],
];
const FINISHES = ['Gloss Black', 'Matt Black', 'Bronze', 'Silver', 'Gunmetal'];

export const AUTO_PART_TYPES = [
  { code: 'tpms', typeName: 'TPMS sensors' },
  { code: 'wheel_nut', typeName: 'Wheel nuts & locks' },
  { code: 'balance_weight', typeName: 'Balance weights' },
  { code: 'valve', typeName: 'Valves & caps' },
  { code: 'repair_kit', typeName: 'Tyre repair' },
  { code: 'hub_ring', typeName: 'Hub rings & spacers' },
];
const ACCESSORIES: [string, string, string, string, number][] = [
  ['tpms', 'Workshop', 'Schrader', 'EZ-sensor 2.0 programmable TPMS sensor', 6900],
  ['tpms', 'Workshop', 'Autel', 'MX-Sensor 433/315 MHz TPMS sensor', 6400],
  ['tpms', 'Workshop', 'Autel', 'TS508 TPMS service tool', 89500],
  ['wheel_nut', 'Consumables', 'Gorilla', 'Acorn wheel nut M12x1.5 chrome (20 pack)', 4200],
  ['wheel_nut', 'Consumables', 'Gorilla', 'Acorn wheel nut M14x1.5 black (24 pack)', 5600],
  ['wheel_nut', 'Consumables', 'McGard', 'Wheel lock set M12x1.25 (4 + key)', 6900],
  ['wheel_nut', 'Consumables', 'McGard', 'Wheel lock set M14x1.5 (4 + key)', 7200],
  [
    'balance_weight',
    'Consumables',
    'Perfect Equipment',
    'Adhesive balance weights 5 g+10 g, steel, box of 100 strips',
    3900,
  ],
  [
    'balance_weight',
    'Consumables',
    'Perfect Equipment',
    'Clip-on balance weights alloy rim 5-60 g assortment',
    11900,
  ],
  [
    'balance_weight',
    'Consumables',
    'Perfect Equipment',
    'Adhesive balance weights black, box of 50 strips',
    4900,
  ],
  ['valve', 'Consumables', 'Schrader', 'TR413 snap-in valve (100 pack)', 3200],
  ['valve', 'Consumables', 'Schrader', 'TR414 snap-in valve (100 pack)', 3400],
  ['valve', 'Consumables', 'Schrader', 'Chrome valve caps (100 pack)', 1900],
  ['valve', 'Consumables', 'Schrader', 'Valve core removal tool', 1200],
  ['repair_kit', 'Workshop', 'Tech', 'Radial repair patch RP-20 (box of 20)', 5400],
  ['repair_kit', 'Workshop', 'Tech', 'Tyre plug-patch combo 6 mm (box of 24)', 7900],
  ['repair_kit', 'Workshop', 'Tech', 'Vulcanising cement 8 oz', 2300],
  ['repair_kit', 'Workshop', 'ARB', '4x4 speedy seal tyre repair kit', 8900],
  ['hub_ring', 'Consumables', 'ROH', 'Hub centric rings 73.1-66.1 (set of 4)', 2900],
  ['hub_ring', 'Consumables', 'ROH', 'Hub centric rings 73.1-56.1 (set of 4)', 2900],
  ['hub_ring', 'Consumables', 'ROH', 'Wheel spacers 20 mm 6x139.7 (pair)', 18900],
  ['hub_ring', 'Consumables', 'ROH', 'Wheel spacers 15 mm 5x114.3 (pair)', 15900],
];

/** category, brand, model, diameter, rim width, bolt pattern, offset, centre bore, finish, list price (cents). */
type WheelLine = readonly [string, string, string, number, number, string, number, number, string, number];

/** A demo wheel named and coded as the trade writes them: 'ROH Assault 18x9 6x139.7 ET20 Gloss Black'. */
function demoWheel(
  [category, brand, model, diameter, rimWidth, boltPattern, offset, centerBore, finish, list]: WheelLine,
  image: string,
): DemoProduct {
  return {
    type: 'wheel',
    sku: `${brand.slice(0, 3).toUpperCase()}-${diameter}${String(rimWidth).replace('.', '')}-${boltPattern.replace(/[x.]/g, '')}-${offset >= 0 ? 'P' : 'N'}${Math.abs(offset)}-${finish.slice(0, 2).toUpperCase()}`,
    name: `${brand} ${model} ${diameter}x${rimWidth} ${boltPattern} ET${offset} ${finish}`,
    image,
    brand,
    category,
    diameter,
    rimWidth,
    boltPattern,
    offset,
    centerBore,
    finish,
    listPriceCents: list,
  };
}

const roundPrice = (cents: number) => Math.round(cents / 100) * 100 - 1;

export function demoCatalogue(): DemoProduct[] {
  const random = prng(2026);
  const products: DemoProduct[] = [];
  for (const brand of TYRE_BRANDS) {
    for (const [category, width, profile, rim, loadIndex, speedRating] of TYRE_SIZES) {
      const patterns = brand.patterns[category];
      if (!patterns) continue;
      for (const pattern of patterns) {
        if (random() < 0.25 && !(width === 205 && profile === 55 && rim === 16)) continue;
        const runflat = pattern.includes('RFT');
        const size = `${category === 'Light Truck' ? 'LT' : ''}${width}/${profile}R${rim}`;
        const list = roundPrice(
          (60 + (rim - 13) * 38 + width * 0.35 + (category === 'Light Truck' ? 40 : 0)) * brand.tier * 100,
        );
        products.push({
          type: 'tyre',
          sku: `${brand.name.slice(0, 3).toUpperCase()}-${width}${profile}${rim}-${pattern.replace(/[^A-Za-z0-9]/g, '').toUpperCase()}`,
          name: `${brand.name} ${pattern} ${size} ${loadIndex}${speedRating}${runflat ? ' Run-Flat' : ''}`,
          image: `/images/products/tyre-${(products.length % 3) + 1}.svg`,
          brand: brand.name,
          category,
          width,
          profile,
          rim,
          loadIndex,
          speedRating,
          runflat,
          listPriceCents: list,
          ...(random() < 0.1 ? { specialPriceCents: roundPrice(list * 0.85) } : {}),
        });
      }
    }
  }
  for (const brand of WHEEL_BRANDS) {
    for (const [category, diameter, rimWidth, boltPattern, offset, centerBore] of WHEEL_FITMENTS) {
      if (random() < 0.35) continue;
      const model = brand.models[Math.floor(random() * brand.models.length)]!;
      const finish = category === 'Steel' ? 'Black Steel' : FINISHES[Math.floor(random() * FINISHES.length)]!;
      const list = roundPrice(
        (150 + (diameter - 15) * 55 + (category === '4x4' ? 60 : 0)) * brand.tier * 100,
      );
      products.push({
        ...demoWheel(
          [category, brand.name, model, diameter, rimWidth, boltPattern, offset, centerBore, finish, list],
          `/images/products/wheel-${(products.length % 2) + 1}.svg`,
        ),
        ...(random() < 0.1 ? { specialPriceCents: roundPrice(list * 0.8) } : {}),
      });
    }
  }
  ACCESSORIES.forEach(([autoPartType, category, brand, name, listPriceCents], i) => {
    products.push({
      type: 'accessory',
      sku: `ACC-${autoPartType.toUpperCase().replace('_', '')}-${String(i + 1).padStart(3, '0')}`,
      name: `${brand} ${name}`,
      image: i % 4 === 3 ? '' : `/images/products/accessory.svg`,
      brand,
      category,
      autoPartType,
      listPriceCents,
    });
  });
  // Flotation sizes, stored as tyre-size.ts describes (width = overall diameter, profile = section width × 100).
  FLOTATION_TYRES.forEach(([brand, pattern, diameter, section, rim, loadIndex, speedRating, list]) => {
    const size = `${diameter}x${section.toFixed(2)}R${rim}`;
    products.push({
      type: 'tyre',
      sku: `${brand.slice(0, 3).toUpperCase()}-${diameter}${Math.round(section * 100)}${rim}-${pattern.replace(/[^A-Za-z0-9]/g, '').toUpperCase()}`,
      name: `${brand} ${pattern} ${size} ${loadIndex}${speedRating}`,
      image: '/images/products/tyre-2.svg',
      brand,
      category: 'SUV/4x4',
      width: diameter,
      profile: Math.round(section * 100),
      rim,
      loadIndex,
      speedRating,
      runflat: false,
      listPriceCents: list,
    });
  });
  products.push(...FITMENT_STOCK);
  return products;
}

/**
 * Stock that fits the demo's vehicles (demo-vehicles.csv), always on the shelf: a 2019 Hilux SR5 and the
 * Rangers find tyres and wheels, one tyre below the Hilux placard's speed rating and wheels that fit one and
 * not the other (bore, offset). Appended last with fixed stock, so the random range above stays as it was.
 */
const FITMENT_STOCK: DemoProduct[] = (
  [
    ['Bridgestone', 'Dueler H/T 684 II', 265, 65, 17, '112', 'S', 31_999],
    ['Dunlop', 'Grandtrek AT25', 265, 65, 17, '112', 'S', 27_999],
    ['Toyo', 'Open Country H/T II', 265, 65, 17, '112', 'H', 28_999],
    ['Yokohama', 'Geolandar X-MT G005', 265, 65, 17, '120/117', 'Q', 39_999],
    ['Bridgestone', 'Dueler H/T 684 II', 255, 65, 18, '111', 'H', 33_999],
    ['Goodyear', 'Wrangler Territory HT', 255, 65, 18, '111', 'H', 31_999],
  ] as const
)
  .map(([brand, pattern, width, profile, rim, loadIndex, speedRating, list]): DemoProduct => ({
    type: 'tyre',
    sku: `${brand.slice(0, 3).toUpperCase()}-${width}${profile}${rim}-${pattern.replace(/[^A-Za-z0-9]/g, '').toUpperCase()}`,
    name: `${brand} ${pattern} ${width}/${profile}R${rim} ${loadIndex}${speedRating}`,
    image: '/images/products/tyre-1.svg',
    brand,
    category: 'SUV/4x4',
    width,
    profile,
    rim,
    loadIndex,
    speedRating,
    runflat: false,
    listPriceCents: list,
    stock: 12,
  }))
  .concat(
    (
      [
        ['4x4', 'King', 'Raptor', 17, 8, '6x139.7', 25, 93.1, 'Matt Black', 32_999],
        ['4x4', 'ROH', 'Assault', 18, 9, '6x139.7', 20, 106.1, 'Gloss Black', 41_999],
        ['4x4', 'Simmons', 'OM-1', 20, 9, '6x139.7', -12, 106.1, 'Bronze', 54_999],
        ['Alloy', 'Advanti', 'Storm S2', 17, 7.5, '5x114.3', 40, 73.1, 'Silver', 29_999],
      ] as const
    ).map((wheel): DemoProduct => ({ ...demoWheel(wheel, '/images/products/wheel-1.svg'), stock: 8 })),
  );
