/**
 * Raw catalogue vocabulary for the simulated API's demo data.
 *
 * Everything here is plain data: part types (with the illustration slug under
 * /public/demo/parts), vehicle makes and models, cities, shop names, people
 * names and product-information templates. The seed generator combines them
 * into products, advertisers and banners. No external URLs: every image path
 * points at artwork shipped in /public.
 */

export type PartCategory =
  | 'Freios'
  | 'Suspensão'
  | 'Motor'
  | 'Elétrica'
  | 'Iluminação'
  | 'Carroceria'
  | 'Rodas e pneus'
  | 'Interior'
  | 'Arrefecimento'
  | 'Transmissão'
  | 'Escapamento'
  | 'Filtros';

export const PART_CATEGORIES: readonly PartCategory[] = [
  'Freios',
  'Suspensão',
  'Motor',
  'Elétrica',
  'Iluminação',
  'Carroceria',
  'Rodas e pneus',
  'Interior',
  'Arrefecimento',
  'Transmissão',
  'Escapamento',
  'Filtros',
];

export interface PartType {
  /** Matches /public/demo/parts/<slug>.svg */
  slug: string;
  /** Portuguese part name */
  name: string;
  /** Grammatical gender of the name's head noun: o radiador (m) is novo/usado, a pastilha (f) nova/usada. */
  gender: 'm' | 'f';
  /** One of PART_CATEGORIES */
  category: string;
  /** Real-world aftermarket brands that make this part */
  manufacturers: string[];
  /** Plausible new-part price in BRL: [min, max] */
  priceRange: [number, number];
  /** Short Portuguese compatibility sentence; placeholders {make}, {model}, {yearFrom}, {yearTo} */
  compatibility: string;
}

export const PART_TYPES: PartType[] = [
  {
    slug: 'pastilha-freio',
    name: 'Pastilha de freio dianteira',
    gender: 'f',
    category: 'Freios',
    manufacturers: ['Fras-le', 'Cobreq', 'TRW', 'Bosch', 'Jurid', 'Syl'],
    priceRange: [80, 320],
    compatibility: 'Jogo para o eixo dianteiro do {make} {model}, anos {yearFrom} a {yearTo}.',
  },
  {
    slug: 'disco-freio',
    name: 'Disco de freio ventilado',
    gender: 'm',
    category: 'Freios',
    manufacturers: ['Fremax', 'Hipper Freios', 'TRW', 'Bosch', 'Cobreq'],
    priceRange: [140, 650],
    compatibility: 'Par de discos dianteiros compatível com {make} {model} de {yearFrom} a {yearTo}.',
  },
  {
    slug: 'amortecedor',
    name: 'Amortecedor dianteiro',
    gender: 'm',
    category: 'Suspensão',
    manufacturers: ['Cofap', 'Monroe', 'Nakata', 'Sachs', 'Kayaba'],
    priceRange: [180, 900],
    compatibility: 'Serve no {make} {model} {yearFrom}/{yearTo}, lado direito ou esquerdo.',
  },
  {
    slug: 'filtro-oleo',
    name: 'Filtro de óleo',
    gender: 'm',
    category: 'Filtros',
    manufacturers: ['Tecfil', 'Mann-Filter', 'Fram', 'Mahle', 'Wega', 'Bosch'],
    priceRange: [18, 90],
    compatibility: 'Indicado para os motores do {make} {model} de {yearFrom} a {yearTo}.',
  },
  {
    slug: 'filtro-ar',
    name: 'Filtro de ar do motor',
    gender: 'm',
    category: 'Filtros',
    manufacturers: ['Tecfil', 'Mann-Filter', 'Fram', 'Mahle', 'Wega'],
    priceRange: [30, 160],
    compatibility: 'Elemento filtrante original para {make} {model}, anos {yearFrom} a {yearTo}.',
  },
  {
    slug: 'vela-ignicao',
    name: 'Vela de ignição (jogo com 4)',
    gender: 'f',
    category: 'Motor',
    manufacturers: ['NGK', 'Bosch', 'Denso', 'Champion', 'Magneti Marelli'],
    priceRange: [60, 420],
    compatibility: 'Jogo completo para o motor flex do {make} {model} {yearFrom}-{yearTo}.',
  },
  {
    slug: 'bateria',
    name: 'Bateria 60Ah',
    gender: 'f',
    category: 'Elétrica',
    manufacturers: ['Moura', 'Heliar', 'Bosch', 'Zetta', 'Pioneiro', 'ACDelco'],
    priceRange: [380, 1100],
    compatibility: 'Encaixe e polaridade corretos para {make} {model} de {yearFrom} a {yearTo}.',
  },
  {
    slug: 'farol',
    name: 'Farol dianteiro',
    gender: 'm',
    category: 'Iluminação',
    manufacturers: ['Arteb', 'Valeo', 'Magneti Marelli', 'Hella', 'Fitam', 'Orgus'],
    priceRange: [250, 2400],
    compatibility: 'Conjunto óptico para {make} {model} {yearFrom} a {yearTo}; confira o lado.',
  },
  {
    slug: 'lanterna',
    name: 'Lanterna traseira',
    gender: 'f',
    category: 'Iluminação',
    manufacturers: ['Arteb', 'Fitam', 'Valeo', 'Magneti Marelli', 'Orgus'],
    priceRange: [150, 1200],
    compatibility: 'Lanterna traseira que serve no {make} {model} de {yearFrom} a {yearTo}.',
  },
  {
    slug: 'retrovisor',
    name: 'Retrovisor externo elétrico',
    gender: 'm',
    category: 'Carroceria',
    manufacturers: ['Metagal', 'Fitam', 'Valeo', 'Magneti Marelli'],
    priceRange: [180, 1300],
    compatibility: 'Retrovisor com regulagem elétrica para {make} {model} {yearFrom}/{yearTo}.',
  },
  {
    slug: 'radiador',
    name: 'Radiador de água',
    gender: 'm',
    category: 'Arrefecimento',
    manufacturers: ['Valeo', 'Denso', 'Visconde', 'Magneti Marelli', 'Mahle'],
    priceRange: [320, 1600],
    compatibility: 'Radiador para {make} {model} com ou sem ar-condicionado, {yearFrom} a {yearTo}.',
  },
  {
    slug: 'alternador',
    name: 'Alternador 90A',
    gender: 'm',
    category: 'Elétrica',
    manufacturers: ['Bosch', 'Valeo', 'Denso', 'Magneti Marelli', 'Delco Remy'],
    priceRange: [650, 2800],
    compatibility: 'Alternador para o {make} {model} de {yearFrom} a {yearTo}.',
  },
  {
    slug: 'motor-partida',
    name: 'Motor de partida',
    gender: 'm',
    category: 'Elétrica',
    manufacturers: ['Bosch', 'Valeo', 'Denso', 'Delco Remy', 'Magneti Marelli'],
    priceRange: [550, 2200],
    compatibility: 'Motor de arranque compatível com {make} {model} {yearFrom}-{yearTo}.',
  },
  {
    slug: 'correia',
    name: 'Correia dentada',
    gender: 'f',
    category: 'Motor',
    manufacturers: ['Gates', 'Dayco', 'Continental', 'SKF', 'INA'],
    priceRange: [70, 380],
    compatibility: 'Correia de sincronismo para o motor do {make} {model}, {yearFrom} a {yearTo}.',
  },
  {
    slug: 'bomba-agua',
    name: "Bomba d'água",
    gender: 'f',
    category: 'Arrefecimento',
    manufacturers: ['Urba', 'Nakata', 'SKF', 'Indisa', 'Schadek'],
    priceRange: [120, 650],
    compatibility: "Bomba d'água para {make} {model} de {yearFrom} a {yearTo}.",
  },
  {
    slug: 'embreagem',
    name: 'Kit de embreagem',
    gender: 'm',
    category: 'Transmissão',
    manufacturers: ['LUK', 'Sachs', 'Valeo', 'Eaton'],
    priceRange: [450, 2100],
    compatibility: 'Kit com platô, disco e rolamento para {make} {model} {yearFrom} a {yearTo}.',
  },
  {
    slug: 'pneu',
    name: 'Pneu aro 15',
    gender: 'm',
    category: 'Rodas e pneus',
    manufacturers: ['Pirelli', 'Michelin', 'Goodyear', 'Continental', 'Bridgestone', 'Firestone'],
    priceRange: [320, 1100],
    compatibility: 'Medida original de fábrica do {make} {model} de {yearFrom} a {yearTo}.',
  },
  {
    slug: 'roda',
    name: 'Roda de liga leve aro 15',
    gender: 'f',
    category: 'Rodas e pneus',
    manufacturers: ['Mangels', 'Scorro', 'Krmai', 'BRW', 'Enkei'],
    priceRange: [350, 1800],
    compatibility: 'Furação e offset compatíveis com {make} {model} {yearFrom} a {yearTo}.',
  },
  {
    slug: 'para-choque',
    name: 'Para-choque dianteiro',
    gender: 'm',
    category: 'Carroceria',
    manufacturers: ['Original de fábrica', 'Genuína', 'Paralela'],
    priceRange: [280, 1900],
    compatibility: 'Para-choque para pintar, encaixe original do {make} {model} {yearFrom}-{yearTo}.',
  },
  {
    slug: 'capo',
    name: 'Capô',
    gender: 'm',
    category: 'Carroceria',
    manufacturers: ['Original de fábrica', 'Genuína', 'Paralela'],
    priceRange: [600, 3500],
    compatibility: 'Capô em aço para {make} {model} de {yearFrom} a {yearTo}.',
  },
  {
    slug: 'porta',
    name: 'Porta dianteira',
    gender: 'f',
    category: 'Carroceria',
    manufacturers: ['Original de fábrica', 'Genuína', 'Paralela'],
    priceRange: [700, 4500],
    compatibility: 'Porta completa (sem forro) para {make} {model} {yearFrom}/{yearTo}; confira o lado.',
  },
  {
    slug: 'banco',
    name: 'Banco dianteiro',
    gender: 'm',
    category: 'Interior',
    manufacturers: ['Original de fábrica', 'Genuína', 'Recaro', 'Lear'],
    priceRange: [400, 3200],
    compatibility: 'Banco com trilhos originais do {make} {model} de {yearFrom} a {yearTo}.',
  },
  {
    slug: 'volante',
    name: 'Volante',
    gender: 'm',
    category: 'Interior',
    manufacturers: ['Original de fábrica', 'Genuína', 'Cobra', 'Momo'],
    priceRange: [250, 2500],
    compatibility: 'Volante com cubo para {make} {model} {yearFrom} a {yearTo}.',
  },
  {
    slug: 'palheta',
    name: 'Palheta do limpador (par)',
    gender: 'f',
    category: 'Carroceria',
    manufacturers: ['Bosch', 'Valeo', 'Dyna', 'Hella'],
    priceRange: [40, 180],
    compatibility: 'Par de palhetas no tamanho do para-brisa do {make} {model} {yearFrom}-{yearTo}.',
  },
  {
    slug: 'escapamento',
    name: 'Silencioso traseiro do escapamento',
    gender: 'm',
    category: 'Escapamento',
    manufacturers: ['Tuper', 'Mastra', 'Walker', 'Magneti Marelli'],
    priceRange: [180, 950],
    compatibility: 'Silencioso com encaixe original para {make} {model} de {yearFrom} a {yearTo}.',
  },
  {
    slug: 'turbina',
    name: 'Turbina (turbocompressor)',
    gender: 'f',
    category: 'Motor',
    manufacturers: ['Garrett', 'BorgWarner', 'Master Power', 'Biagio', 'Mahle'],
    priceRange: [1800, 8500],
    compatibility: 'Turbocompressor para as versões turbo do {make} {model}, {yearFrom} a {yearTo}.',
  },
  {
    slug: 'bobina',
    name: 'Bobina de ignição',
    gender: 'f',
    category: 'Elétrica',
    manufacturers: ['Bosch', 'NGK', 'Magneti Marelli', 'Delphi', 'Denso'],
    priceRange: [120, 650],
    compatibility: 'Bobina para o motor do {make} {model} de {yearFrom} a {yearTo}.',
  },
  {
    slug: 'sensor',
    name: 'Sonda lambda (sensor de oxigênio)',
    gender: 'f',
    category: 'Motor',
    manufacturers: ['Bosch', 'NGK', 'Delphi', 'Denso', 'Magneti Marelli', 'MTE-Thomson'],
    priceRange: [150, 850],
    compatibility: 'Sensor pré-catalisador para {make} {model} {yearFrom} a {yearTo}.',
  },
  {
    slug: 'homocinetica',
    name: 'Junta homocinética',
    gender: 'f',
    category: 'Transmissão',
    manufacturers: ['Nakata', 'SKF', 'Vetor', 'Cofap', 'Spicer'],
    priceRange: [160, 750],
    compatibility: 'Junta do lado da roda para {make} {model} de {yearFrom} a {yearTo}.',
  },
  {
    slug: 'bandeja',
    name: 'Bandeja de suspensão dianteira',
    gender: 'f',
    category: 'Suspensão',
    manufacturers: ['Nakata', 'Viemar', 'TRW', 'Cofap', 'Perfect'],
    priceRange: [180, 900],
    compatibility: 'Bandeja com pivô e buchas para {make} {model} {yearFrom}-{yearTo}; confira o lado.',
  },
];

export interface Make {
  name: string;
  models: string[];
  /** true when the make builds cars in Brazil */
  national: boolean;
}

export const MAKES: Make[] = [
  { name: 'Volkswagen', models: ['Gol', 'Polo', 'Virtus', 'T-Cross', 'Nivus', 'Saveiro', 'Fox', 'Voyage'], national: true },
  { name: 'Chevrolet', models: ['Onix', 'Onix Plus', 'Tracker', 'S10', 'Spin', 'Cruze', 'Prisma', 'Celta'], national: true },
  { name: 'Fiat', models: ['Argo', 'Mobi', 'Strada', 'Toro', 'Pulse', 'Cronos', 'Uno', 'Palio'], national: true },
  { name: 'Ford', models: ['Ka', 'Fiesta', 'EcoSport', 'Ranger', 'Focus', 'Territory'], national: false },
  { name: 'Toyota', models: ['Corolla', 'Corolla Cross', 'Yaris', 'Etios', 'Hilux', 'SW4'], national: true },
  { name: 'Honda', models: ['Civic', 'City', 'Fit', 'HR-V', 'WR-V', 'CR-V'], national: true },
  { name: 'Hyundai', models: ['HB20', 'HB20S', 'Creta', 'Tucson', 'ix35'], national: true },
  { name: 'Renault', models: ['Kwid', 'Sandero', 'Logan', 'Duster', 'Captur', 'Oroch'], national: true },
  { name: 'Nissan', models: ['Kicks', 'Versa', 'March', 'Sentra', 'Frontier'], national: true },
  { name: 'Jeep', models: ['Renegade', 'Compass', 'Commander', 'Wrangler'], national: true },
  { name: 'Peugeot', models: ['208', '2008', '308', '3008', 'Partner'], national: true },
  { name: 'Citroën', models: ['C3', 'C4 Cactus', 'Aircross', 'C4 Lounge', 'Jumpy'], national: true },
  { name: 'Mitsubishi', models: ['L200 Triton', 'Pajero Sport', 'ASX', 'Outlander', 'Eclipse Cross'], national: true },
  { name: 'Kia', models: ['Sportage', 'Cerato', 'Picanto', 'Soul', 'Sorento'], national: false },
  { name: 'BMW', models: ['320i', 'X1', 'X3', '118i', 'X5'], national: true },
  { name: 'Mercedes-Benz', models: ['Classe A', 'Classe C', 'GLA', 'Sprinter', 'Classe E'], national: false },
  { name: 'Audi', models: ['A3', 'A4', 'Q3', 'Q5'], national: true },
  { name: 'Caoa Chery', models: ['Tiggo 5x', 'Tiggo 7', 'Tiggo 8', 'Arrizo 6'], national: true },
];

export const CITIES: Array<{ city: string; state: string; ddd: string }> = [
  { city: 'São Paulo', state: 'SP', ddd: '11' },
  { city: 'Campinas', state: 'SP', ddd: '19' },
  { city: 'Ribeirão Preto', state: 'SP', ddd: '16' },
  { city: 'Santos', state: 'SP', ddd: '13' },
  { city: 'Rio de Janeiro', state: 'RJ', ddd: '21' },
  { city: 'Niterói', state: 'RJ', ddd: '21' },
  { city: 'Belo Horizonte', state: 'MG', ddd: '31' },
  { city: 'Uberlândia', state: 'MG', ddd: '34' },
  { city: 'Vitória', state: 'ES', ddd: '27' },
  { city: 'Curitiba', state: 'PR', ddd: '41' },
  { city: 'Londrina', state: 'PR', ddd: '43' },
  { city: 'Florianópolis', state: 'SC', ddd: '48' },
  { city: 'Joinville', state: 'SC', ddd: '47' },
  { city: 'Porto Alegre', state: 'RS', ddd: '51' },
  { city: 'Caxias do Sul', state: 'RS', ddd: '54' },
  { city: 'Goiânia', state: 'GO', ddd: '62' },
  { city: 'Brasília', state: 'DF', ddd: '61' },
  { city: 'Salvador', state: 'BA', ddd: '71' },
  { city: 'Recife', state: 'PE', ddd: '81' },
  { city: 'Fortaleza', state: 'CE', ddd: '85' },
];

export const SHOP_NAMES: string[] = [
  'Auto Peças Silva',
  'Desmanche Legal Campinas',
  'Central das Peças',
  'Mundo do Freio',
  'Auto Center Oliveira',
  'Casa do Amortecedor',
  'Peças & Cia Santos',
  'Rei das Autopeças',
  'Ferro Velho São Jorge',
  'Distribuidora Pereira Autopeças',
  'Elétrica Automotiva Faísca',
  'Tudo Farol',
  'Auto Peças Irmãos Costa',
  'Recicla Auto Sul',
  'Oficina e Peças do Zé',
  'Radiadores Vitória',
  'Motor Forte Retífica e Peças',
  'Ponto do Pneu',
  'Lataria Express',
  'Auto Peças Nova Era',
  'Sucata Certificada Minas',
  'Turbo Norte Peças',
  'Embreagens Paulista',
  'Peça Boa Recife',
];

export const FIRST_NAMES: string[] = [
  'Ana',
  'João',
  'Maria',
  'José',
  'Francisca',
  'Antônio',
  'Juliana',
  'Carlos',
  'Fernanda',
  'Paulo',
  'Patrícia',
  'Lucas',
  'Aline',
  'Marcos',
  'Camila',
  'Rafael',
  'Beatriz',
  'Pedro',
  'Larissa',
  'Gabriel',
  'Letícia',
  'Thiago',
  'Vanessa',
  'Rodrigo',
  'Mariana',
  'Felipe',
  'Luciana',
  'Bruno',
  'Jéssica',
  'Eduardo',
];

export const LAST_NAMES: string[] = [
  'Silva',
  'Santos',
  'Oliveira',
  'Souza',
  'Rodrigues',
  'Ferreira',
  'Alves',
  'Pereira',
  'Lima',
  'Gomes',
  'Costa',
  'Ribeiro',
  'Martins',
  'Carvalho',
  'Almeida',
  'Lopes',
  'Soares',
  'Fernandes',
  'Vieira',
  'Barbosa',
  'Rocha',
  'Dias',
  'Nascimento',
  'Andrade',
  'Moreira',
  'Nunes',
  'Marques',
  'Machado',
  'Mendes',
  'Cardoso',
];

/**
 * Product information texts, one list per condition so a used part never reads 'na caixa'.
 * Placeholders {part}, {make}, {model}; {novo}, {usado}, {seminovo} and {retirado} are the
 * masculine forms of words said of the part, made to agree with its gender (agree()).
 */
export const INFO_TEMPLATES: Record<'new' | 'used', string[]> = {
  new: [
    '{part} {novo}, na caixa, com nota fiscal.\nCompatível com {make} {model}.\nGarantia de 90 dias contra defeitos de fabricação.\nEnviamos para todo o Brasil.',
    'Produto: {part}\nAplicação: {make} {model}\nCondição: {novo}, primeira linha\nConfira o código da peça antes de comprar.\nDúvidas? Registre seu interesse que entramos em contato.',
    'Peça de reposição de qualidade para {make} {model}.\n{part} com especificação igual à original.\nInstalação recomendada por profissional.\nTemos estoque a pronta entrega.',
  ],
  used: [
    '{part} {usado}, {retirado} de {make} {model} em bom estado.\nPeça testada e revisada antes do anúncio.\nPode haver pequenas marcas de uso.\nRetirada no local ou envio por transportadora.',
    '{part} original de fábrica, proveniente de desmanche credenciado.\nVeículo de origem: {make} {model}.\nAcompanha etiqueta de rastreabilidade.\nGarantia de 30 dias para peças usadas.',
    '{part} {seminovo}, pouquíssimo uso.\nSaiu de um {make} {model} com baixa quilometragem.\nFotos reais da peça anunciada.\nAceitamos retirada em horário comercial.',
  ],
};

/** The form of a masculine adjective or participle ('novo', 'retirado') that agrees with the part's gender. */
export function agree(masculine: string, gender: PartType['gender']): string {
  return gender === 'f' ? masculine.replace(/o$/, 'a') : masculine;
}

/** Fills a template's {word} placeholders for a part. */
export function fillInfo(template: string, part: PartType, make: string, model: string): string {
  return template
    .replace(/\{(novo|usado|seminovo|retirado)\}/g, (_, word: string) => agree(word, part.gender))
    .replace(/\{part\}/g, part.name)
    .replace(/\{make\}/g, make)
    .replace(/\{model\}/g, model);
}

/** How listings abbreviate some makes ('VW Gol', 'GM Onix'). */
const MAKE_SHORT: Record<string, string> = { Volkswagen: 'VW', Chevrolet: 'GM', 'Mercedes-Benz': 'Mercedes' };

/** The year span of a compatibility template, with what introduces it ('anos 2009 a 2012', 'de 2009 a 2012', '2009/2012'). */
const YEAR_SPAN = /(,? )(anos |de )?\{yearFrom\}( a |\/|-)\{yearTo\}/;

/**
 * A part's compatibility text in one of the forms advertisers write it, so that the fit verdict
 * of the product page meets each of them: four-digit spans (as the template has them), two-digit
 * years ('09/12'), the make abbreviated ('VW Gol'), a single year, or no year at all. `form` is
 * any whole number (the part's id): the same part always reads the same.
 */
export function compatibilityText(part: PartType, make: string, model: string, year: number, form: number): string {
  const from = year - 2;
  const to = Math.min(year + 2, 2026);
  const two = (y: number) => String(y % 100).padStart(2, '0');
  let template = part.compatibility;
  let [yearFrom, yearTo] = [String(from), String(to)];
  switch (form % 6) {
    case 1:
      [yearFrom, yearTo] = [two(from), two(to)];
      break;
    case 2:
      make = MAKE_SHORT[make] ?? make;
      break;
    case 3:
      template = template.replace(YEAR_SPAN, (_, lead: string, intro = '') => `${lead}${intro === 'anos ' ? 'ano ' : ''}${year}`);
      break;
    case 4:
      template = template.replace(YEAR_SPAN, '');
      break;
  }
  return template
    .replace(/\{make\}/g, make)
    .replace(/\{model\}/g, model)
    .replace(/\{yearFrom\}/g, yearFrom)
    .replace(/\{yearTo\}/g, yearTo);
}

export const PART_IMAGE = (slug: string): string => `/demo/parts/${slug}.svg`;

/**
 * The demo home banners. Each one is about a part category: its artwork shows that
 * category (title and drawings), its caption names it, and it opens a part of the type
 * drawn largest on it.
 */
export interface BannerSpec {
  image: string;
  subject: PartCategory;
  /** Part type (PART_TYPES slug) of the product the banner opens. */
  partSlug: string;
  description: string;
  showDescription: boolean;
}

export const BANNERS: BannerSpec[] = [
  {
    image: '/demo/banners/banner-1.svg',
    subject: 'Freios',
    partSlug: 'disco-freio',
    description: 'ofertas em freios com até 30% de desconto',
    showDescription: true,
  },
  {
    image: '/demo/banners/banner-2.svg',
    subject: 'Suspensão',
    partSlug: 'amortecedor',
    description: 'suspensão em dia para a sua viagem',
    showDescription: false,
  },
  {
    image: '/demo/banners/banner-3.svg',
    subject: 'Iluminação',
    partSlug: 'farol',
    description: 'faróis e lanternas para todos os modelos',
    showDescription: true,
  },
  { image: '/demo/banners/banner-4.svg', subject: 'Motor', partSlug: 'turbina', description: 'peças de motor com garantia', showDescription: true },
];

/** The special-offer cards of the home: each opens a new part of the type its artwork draws. */
export interface OfferSpec {
  image: string;
  partSlug: string;
}

export const OFFERS: OfferSpec[] = [
  { image: '/demo/offers/offer-pneu.svg', partSlug: 'pneu' },
  { image: '/demo/offers/offer-bateria.svg', partSlug: 'bateria' },
  { image: '/demo/offers/offer-radiador.svg', partSlug: 'radiador' },
];

export const AVATAR_IMAGES: string[] = [
  '/demo/avatars/avatar-1.svg',
  '/demo/avatars/avatar-2.svg',
  '/demo/avatars/avatar-3.svg',
  '/demo/avatars/avatar-4.svg',
  '/demo/avatars/avatar-5.svg',
  '/demo/avatars/avatar-6.svg',
];

/** Brand artwork shipped in /public/brand. */
export const BRAND_IMAGES = {
  logo: '/brand/logo.svg',
  logoWide: '/brand/logo-wide.svg',
  errorImage: '/brand/error-image.svg',
  emptyList: '/brand/empty-list.svg',
  subscriptionBanner: '/brand/subscription-banner.svg',
} as const;
