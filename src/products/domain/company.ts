/**
 * Company facts beyond what contents.ts reads off the home page: the industry (a documented taxonomy: the 20 sectors
 * of NAICS 2022), the country named by a legal or imprint page, and the social profile URLs checked against their
 * own platform's domain. Every rule is in docs/domain.md ("Company enrichment"); no rule invents a value: a page that
 * says nothing recognisable leaves the field null.
 */
import { jsonLdNodes, typesOf, type PageFacts } from './html.js';

/** NAICS 2022 sectors (two-digit codes; 31-33, 44-45 and 48-49 are one sector each), by their official titles. */
export const NAICS_SECTORS: Readonly<Record<string, string>> = {
  '11': 'Agriculture, Forestry, Fishing and Hunting',
  '21': 'Mining, Quarrying, and Oil and Gas Extraction',
  '22': 'Utilities',
  '23': 'Construction',
  '31': 'Manufacturing',
  '42': 'Wholesale Trade',
  '44': 'Retail Trade',
  '48': 'Transportation and Warehousing',
  '51': 'Information',
  '52': 'Finance and Insurance',
  '53': 'Real Estate and Rental and Leasing',
  '54': 'Professional, Scientific, and Technical Services',
  '55': 'Management of Companies and Enterprises',
  '56': 'Administrative and Support and Waste Management and Remediation Services',
  '61': 'Educational Services',
  '62': 'Health Care and Social Assistance',
  '71': 'Arts, Entertainment, and Recreation',
  '72': 'Accommodation and Food Services',
  '81': 'Other Services (except Public Administration)',
  '92': 'Public Administration',
};
export const INDUSTRIES: readonly string[] = [...new Set(Object.values(NAICS_SECTORS))];

const SECTOR_OF_CODE: Readonly<Record<string, string>> = { '32': '31', '33': '31', '45': '44', '49': '48' };

/** A NAICS code (2 to 6 digits) -> its sector's title. */
export function sectorOfNaics(code: unknown): string | null {
  const m = /^\s*(\d{2})\d{0,4}\s*$/.exec(String(code ?? ''));
  if (!m) return null;
  return NAICS_SECTORS[SECTOR_OF_CODE[m[1]!] ?? m[1]!] ?? null;
}

/** schema.org Organization subtypes (and their LocalBusiness subtypes) -> NAICS sector code. */
export function isOrganizationSubtype(t: string): boolean {
  return Object.hasOwn(SCHEMA_TYPE_SECTOR, t);
}
const SCHEMA_TYPE_SECTOR: Readonly<Record<string, string>> = {
  Airline: '48', MovingCompany: '48', TaxiService: '48',
  Bank: '52', BankOrCredit: '52', FinancialService: '52', InsuranceAgency: '52', AccountingService: '54',
  RealEstateAgent: '53', SelfStorage: '53',
  LegalService: '54', Attorney: '54', Notary: '54', ProfessionalService: '54', ResearchOrganization: '54',
  EmploymentAgency: '56', TravelAgency: '56',
  EducationalOrganization: '61', School: '61', CollegeOrUniversity: '61', HighSchool: '61', ElementarySchool: '61', Preschool: '61', MiddleSchool: '61',
  MedicalBusiness: '62', MedicalOrganization: '62', Dentist: '62', Physician: '62', Hospital: '62', Pharmacy: '62', MedicalClinic: '62', Optician: '62', VeterinaryCare: '54', DiagnosticLab: '62', ChildCare: '62',
  EntertainmentBusiness: '71', SportsActivityLocation: '71', SportsClub: '71', SportsTeam: '71', PerformingGroup: '71', MusicGroup: '71', TheaterGroup: '71', Museum: '71', Casino: '71', AmusementPark: '71', ExerciseGym: '71', HealthClub: '71',
  FoodEstablishment: '72', Restaurant: '72', CafeOrCoffeeShop: '72', BarOrPub: '72', Bakery: '31', FastFoodRestaurant: '72', LodgingBusiness: '72', Hotel: '72', Hostel: '72', BedAndBreakfast: '72', Resort: '72', Campground: '72',
  Store: '44', OnlineStore: '44', AutoDealer: '44', ClothingStore: '44', GroceryStore: '44', ElectronicsStore: '44', BookStore: '44', FurnitureStore: '44', HardwareStore: '44', JewelryStore: '44', ShoeStore: '44', SportingGoodsStore: '44', ToyStore: '44', GardenStore: '44', LiquorStore: '44', PetStore: '44', MobilePhoneStore: '44', ComputerStore: '44', DepartmentStore: '44', ConvenienceStore: '44', Florist: '44', GasStation: '44',
  HomeAndConstructionBusiness: '23', GeneralContractor: '23', Electrician: '23', Plumber: '23', RoofingContractor: '23', HVACBusiness: '23', HousePainter: '23', Locksmith: '56',
  AutomotiveBusiness: '81', AutoRepair: '81', AutoWash: '81', AutoBodyShop: '81', DryCleaningOrLaundry: '81', HairSalon: '81', BeautySalon: '81', DaySpa: '81', NailSalon: '81', FuneralParlor: '81', NGO: '81', WorkersUnion: '81',
  GovernmentOrganization: '92', GovernmentOffice: '92', PoliceStation: '92', FireStation: '92', Embassy: '92',
  NewsMediaOrganization: '51', RadioStation: '51', TelevisionStation: '51', InternetCafe: '81', Library: '51',
  Farm: '11', Winery: '31', Brewery: '31', Distillery: '31',
};

/**
 * Words of the page (title, description, keywords, the Organization's description and keywords) -> sector. Each rule
 * that matches adds its weight to its sector; the sector with the highest total wins when it reaches 3 and leads the
 * next by at least 2; otherwise the industry stays null (the page is not clear enough to name one).
 */
const KEYWORD_RULES: readonly { readonly sector: string; readonly re: RegExp; readonly weight: number }[] = [
  { sector: '51', re: /\b(software|saas|cloud platform|web app|mobile app|api platform)\b/i, weight: 3 },
  { sector: '51', re: /\b(telecom(munications)?|internet service provider|broadband|hosting provider|data cent(er|re)s?)\b/i, weight: 3 },
  { sector: '51', re: /\b(publishing|publisher|newspaper|magazine|streaming|broadcast(ing|er)?|news)\b/i, weight: 2 },
  { sector: '52', re: /\b(bank(ing)?|insurance|insurer|credit card|loans?|mortgages?|fintech|payments? provider|asset management|brokerage|investments?)\b/i, weight: 3 },
  { sector: '53', re: /\b(real estate|estate agents?|property management|realtor|lettings?|apartments? for rent)\b/i, weight: 3 },
  { sector: '54', re: /\b(law firm|solicitors?|attorneys?|lawyers?|legal services|consult(ing|ancy|ants?)|accountants?|accounting firm|audit(ing|ors)?|architects?|engineering services|marketing agency|advertising agency|design agency|research and development)\b/i, weight: 3 },
  { sector: '61', re: /\b(universit(y|ies)|college|school|academy|courses|e-?learning|training provider|tutoring)\b/i, weight: 3 },
  { sector: '62', re: /\b(hospital|clinic|dentist(ry)?|dental|physician|doctors?|healthcare|health care|medical|pharmacy|therapy|care home|nursing)\b/i, weight: 3 },
  { sector: '72', re: /\b(restaurant|caf[eé]|coffee shop|bistro|pizzeria|hotel|hostel|bed and breakfast|catering|takeaway)\b/i, weight: 3 },
  { sector: '71', re: /\b(gym|fitness cent(er|re)|museum|theat(er|re)|casino|sports club|concerts?|festival|amusement park|gaming studio)\b/i, weight: 3 },
  { sector: '44', re: /\b(online (shop|store)|e-?shop|webshop|shop online|free shipping|add to (cart|basket)|retailer|boutique)\b/i, weight: 3 },
  { sector: '42', re: /\b(wholesale(r|rs)?|distributor|b2b supplier)\b/i, weight: 3 },
  { sector: '31', re: /\b(manufactur(er|ers|ing)|factory|industrial production|machinery|brewery|winery)\b/i, weight: 3 },
  { sector: '23', re: /\b(construction|builders?|contractors?|roofing|plumb(er|ing)|electricians?|renovation)\b/i, weight: 3 },
  { sector: '48', re: /\b(logistics|freight|shipping company|courier|haulage|airline|transport(ation)? company|warehousing|removals)\b/i, weight: 3 },
  { sector: '22', re: /\b(electricity supplier|energy supplier|utility company|water utility|gas supplier)\b/i, weight: 3 },
  { sector: '11', re: /\b(farm(ing)?|agricultur(e|al)|forestry|fisher(y|ies))\b/i, weight: 3 },
  { sector: '21', re: /\b(mining|oil and gas|quarry(ing)?|petroleum exploration)\b/i, weight: 3 },
  { sector: '56', re: /\b(recruitment agency|staffing|employment agency|travel agency|cleaning services|security services|waste management)\b/i, weight: 3 },
  { sector: '81', re: /\b(hair salon|barber|beauty salon|car repair|garage services|laundry|dry cleaning|charity|non-?profit)\b/i, weight: 3 },
  { sector: '92', re: /\b(city council|municipality|ministry of|government agency|public administration)\b/i, weight: 3 },
];

export interface IndustryEvidence {
  readonly org: Record<string, unknown> | null;
  readonly page: PageFacts;
}

/**
 * The industry, in order: the Organization's `naics` code; its most specific schema.org type that names a sector;
 * the words of the page (KEYWORD_RULES). Null when none decides.
 */
export function industryOf({ org, page }: IndustryEvidence): string | null {
  if (org) {
    const byCode = sectorOfNaics(org.naics);
    if (byCode) return byCode;
    for (const t of typesOf(org)) {
      const code = SCHEMA_TYPE_SECTOR[t];
      if (code) return NAICS_SECTORS[code]!;
    }
  }
  // Other typed nodes of the page (a LocalBusiness subtype beside a plain Organization).
  for (const n of jsonLdNodes(page.jsonLd)) {
    for (const t of typesOf(n)) {
      const code = SCHEMA_TYPE_SECTOR[t];
      if (code) return NAICS_SECTORS[code]!;
    }
  }
  const words = [
    page.title, page.meta.get('description'), page.meta.get('keywords'), page.meta.get('og:description'),
    typeof org?.description === 'string' ? org.description : null, typeof org?.keywords === 'string' ? org.keywords : null,
  ].filter((s): s is string => typeof s === 'string').join(' \n ');
  if (words.trim() === '') return null;
  const totals = new Map<string, number>();
  for (const r of KEYWORD_RULES) if (r.re.test(words)) totals.set(r.sector, (totals.get(r.sector) ?? 0) + r.weight);
  const ranked = [...totals.entries()].sort((a, b) => b[1] - a[1]);
  const [best, second] = ranked;
  if (!best || best[1] < 3 || (second && best[1] - second[1] < 2)) return null;
  return NAICS_SECTORS[best[0]]!;
}

// ---------------------------------------------------------------------------------------------------------------
// Countries named in a page's text (a legal notice, an imprint).

const EN_REGIONS = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
/** Country names that are also common words, US states or first names: never read from free text. */
const AMBIGUOUS = new Set(['Georgia', 'Jersey', 'Chad', 'Jordan', 'Turkey', 'Guinea', 'Niger', 'Dominica', 'Israel']);
/** Region codes Intl names that are no country: the EU, the UN, the euro area, outlying Oceania, unknown. */
const NOT_COUNTRIES = new Set(['EU', 'UN', 'EZ', 'QO', 'ZZ']);
/** Names in the languages of imprints (Impressum, mentions légales, aviso legal...), and common English variants. */
const EXTRA_NAMES: Readonly<Record<string, string>> = {
  Deutschland: 'DE', Österreich: 'AT', Schweiz: 'CH', Suisse: 'CH', Svizzera: 'CH', España: 'ES', Italia: 'IT',
  Nederland: 'NL', België: 'BE', Belgique: 'BE', Polska: 'PL', Sverige: 'SE', Danmark: 'DK', Norge: 'NO', Suomi: 'FI',
  'Česká republika': 'CZ', Magyarország: 'HU', Brasil: 'BR', México: 'MX', 'England': 'GB', 'Great Britain': 'GB',
  'United States of America': 'US', USA: 'US', 'U.S.A.': 'US', UK: 'GB', 'The Netherlands': 'NL', Luxemburg: 'LU',
};

let countryPatterns: { re: RegExp; code: string }[] | null = null;
function patterns(): { re: RegExp; code: string }[] {
  if (countryPatterns) return countryPatterns;
  const names = new Map<string, string>();
  for (let a = 65; a <= 90; a++) {
    for (let b = 65; b <= 90; b++) {
      const code = String.fromCharCode(a, b);
      const name = EN_REGIONS.of(code);
      // The first code of a name wins (GB before the reserved UK); groupings are not countries.
      if (name && name !== code && !AMBIGUOUS.has(name) && !NOT_COUNTRIES.has(code) && !names.has(name)) names.set(name, code);
    }
  }
  for (const [name, code] of Object.entries(EXTRA_NAMES)) names.set(name, code);
  const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  // Longer names first, so "United Kingdom" is not read as a shorter name inside it.
  countryPatterns = [...names.entries()]
    .sort((x, y) => y[0].length - x[0].length)
    .map(([name, code]) => ({ re: new RegExp(`(?<![\\p{L}\\p{N}])${esc(name)}(?![\\p{L}\\p{N}])`, 'gu'), code }));
  return countryPatterns;
}

/**
 * The country a legal or imprint page's text names most often (ties: the one named first), as ISO alpha-2; null when
 * it names none. Only country names are read (no cities, no phone prefixes); names that are also common words or US
 * states (AMBIGUOUS) are skipped.
 */
export function countryInText(text: string): string | null {
  const sample = text.slice(0, 100_000);
  const seen = new Map<string, { count: number; first: number }>();
  let masked = sample;
  for (const { re, code } of patterns()) {
    re.lastIndex = 0;
    let m: RegExpExecArray | null;
    let found = false;
    while ((m = re.exec(masked)) !== null) {
      const e = seen.get(code) ?? { count: 0, first: m.index };
      e.count++;
      e.first = Math.min(e.first, m.index);
      seen.set(code, e);
      found = true;
    }
    // Blank what matched so a shorter name inside it is not counted again.
    if (found) masked = masked.replace(re, (s) => ' '.repeat(s.length));
  }
  const ranked = [...seen.entries()].sort((a, b) => b[1].count - a[1].count || a[1].first - b[1].first);
  return ranked[0]?.[0] ?? null;
}

// ---------------------------------------------------------------------------------------------------------------
// Social profile URLs, checked against their platform.

const PLATFORM_HOSTS: Readonly<Record<'twitter' | 'facebook' | 'linkedin', readonly string[]>> = {
  twitter: ['twitter.com', 'x.com'],
  facebook: ['facebook.com', 'fb.com'],
  linkedin: ['linkedin.com'],
};

/**
 * A profile URL on its own platform's domain (the host is the platform's domain or one of its subdomains; https or
 * http; a profile path, not the home page, a share or intent link); LinkedIn: a company, school, showcase or person
 * page. The URL as found, else null.
 */
export function platformUrl(platform: keyof typeof PLATFORM_HOSTS, url: string | null | undefined): string | null {
  if (!url) return null;
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return null;
  }
  if (u.protocol !== 'https:' && u.protocol !== 'http:') return null;
  if (u.username !== '' || u.password !== '' || u.port !== '') return null;
  const host = u.hostname.toLowerCase();
  if (!PLATFORM_HOSTS[platform].some((d) => host === d || host.endsWith(`.${d}`))) return null;
  const path = u.pathname.replace(/\/+$/, '');
  if (path === '' || /\/(share|sharer|intent|shareArticle|dialog|login|home)(\.php)?(\/|$)/i.test(path)) return null;
  if (platform === 'linkedin' && !/^\/(company|school|showcase|in)\/[^/]+/i.test(path)) return null;
  return u.href;
}
