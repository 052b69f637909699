/**
 * The curated tables behind the connection classification (docs/ip.md "Classification"). Networks are listed by
 * autonomous system number when the owner's published role is unambiguous: public clouds and hosting companies,
 * CDNs, mobile operators whose AS carries mobile traffic, research and education networks. Everything else is
 * classified by keywords of the organisation name, then refined by reverse-DNS patterns.
 */

export type NetworkCategory = 'hosting' | 'cdn' | 'mobile' | 'university' | 'isp' | 'business';

const HOSTING_ASNS = [
  16509, 14618, 8987, // Amazon Web Services
  15169, 396982, 19527, 36040, 43515, // Google, Google Cloud
  8075, 8068, 8069, 8070, 12076, // Microsoft, Azure
  31898, 7160, // Oracle Cloud
  14061, 62567, 393406, 200130, // DigitalOcean
  16276, 35540, // OVHcloud
  24940, 213230, // Hetzner
  63949, // Akamai Connected Cloud (Linode)
  20473, // Vultr (The Constant Company)
  45102, 37963, 24429, // Alibaba Cloud
  132203, 45090, // Tencent Cloud
  12876, // Scaleway
  51167, // Contabo
  36352, // HostPapa / ColoCrossing
  53667, // FranTech / BuyVM
  9009, // M247
  26496, 398101, // GoDaddy
  46606, // Unified Layer (Bluehost)
  22612, // Namecheap
  19318, // Interserver
  60781, 28753, 30633, 59253, 7203, // Leaseweb
  197540, // netcup
  8560, // IONOS
  200350, // Yandex.Cloud
  55990, 136907, // Huawei Cloud
  135377, // UCloud
  9370, 7684, // Sakura Internet
  32244, // Liquid Web
  23470, // ReliableSite
  49981, // WorldStream
  43350, // NForce
  29802, // HIVELOCITY
  8100, // QuadraNet
  40021, // Contabo US
  212238, // Datacamp (CDN77 servers)
  396356, // Latitude.sh / Maxihost
  174, // Cogent (transit and hosting, no consumer access)
  6939, // Hurricane Electric (transit and colocation)
];

const CDN_ASNS = [
  13335, 209242, // Cloudflare
  20940, 16625, 21342, 32787, 35994, 21399, 34164, // Akamai
  54113, // Fastly
  15133, 22822, // Edgecast / Limelight (Edgio)
  19551, // Imperva Incapsula
  60068, // CDN77 (Datacamp)
  30148, // Sucuri
  12222, // Akamai
  200325, // Bunny.net
];

const MOBILE_ASNS = [
  21928, // T-Mobile USA
  22394, 6167, // Verizon Wireless (Cellco Partnership, registered as "Verizon Business")
  20057, // AT&T Mobility (registered as "AT&T Enterprises")
  10507, // Sprint PCS
  12576, // EE (UK)
  25135, // Vodafone UK mobile
  206067, // Three UK (Hutchison 3G)
  35228, // O2 UK (Telefonica UK)
  51207, // Free Mobile (FR)
  55836, // Reliance Jio
  45609, // Bharti Airtel mobile
  38266, // Vodafone Idea
  9808, 56040, 56041, 56042, 56044, 56046, 56047, 56048, 24444, 24445, // China Mobile
  9605, // NTT DOCOMO
  23693, // Telkomsel
  24203, // XL Axiata
  132199, // Globe Telecom mobile
  26599, // Telefonica Brasil (Vivo mobile)
  30722, // Vodafone Italia
  1267, // WIND TRE
  16135, // Turkcell
  31213, // MegaFon
];

const UNIVERSITY_ASNS = [
  786, // Jisc (JANET, UK)
  680, // DFN (German research network)
  2200, // RENATER (FR)
  1103, // SURF (NL)
  11537, // Internet2
  7575, // AARNet
  20965, // GEANT
  2907, // SINET (JP)
  237, // Merit Network (Michigan research and education)
  10466, // MAGPI
  137, // GARR (IT)
  766, // RedIRIS (ES)
  559, // SWITCH (CH)
  224, // UNINETT / Sikt (NO)
  1653, // SUNET (SE)
  2603, // NORDUnet
  1930, // FCCN (PT)
  2018, // TENET (ZA)
  6509, // CANARIE
];

const ISP_ASNS = [
  7922, // Comcast
  20115, 10796, 11351, 11426, 11427, 12271, 20001, 33363, // Charter Spectrum
  7018, // AT&T (consumer fixed line)
  701, // Verizon Fios / business fixed line
  22773, // Cox
  209, // CenturyLink / Lumen
  5650, // Frontier
  6128, // Cablevision / Optimum
  30036, // Mediacom
  3320, // Deutsche Telekom
  3209, // Vodafone Germany (cable)
  3215, // Orange France
  2856, // BT
  5089, // Virgin Media
  12322, // Free (FR)
  3269, // Telecom Italia
  3352, // Telefonica Spain
  4134, 4812, // China Telecom
  4837, 4808, 17816, // China Unicom
  4766, // Korea Telecom
  3462, // Chunghwa Telecom
  1221, // Telstra
  577, // Bell Canada
  812, // Rogers
  852, // TELUS
  6327, // Shaw
  1136, // KPN
  6830, // Liberty Global
  9121, // Turk Telekom
  7713, // Telkom Indonesia
  9829, // BSNL
  24560, // Airtel broadband
  45899, // VNPT
  18403, // FPT Telecom
  7552, // Viettel
  8151, // Telmex (Uninet)
  28573, // Claro NET
  18881, 27699, // Vivo fixed (Telefonica Brasil)
  7303, // Telecom Argentina
  17676, // SoftBank
  2516, // KDDI
  4713, // NTT OCN
  3786, // LG U+
  4788, // TM (Malaysia)
  9299, // PLDT
  6799, // OTE
  12956, // Telefonica Global Solutions
];

export const ASN_CATEGORY: ReadonlyMap<number, NetworkCategory> = new Map<number, NetworkCategory>([
  ...ISP_ASNS.map((a) => [a, 'isp'] as const),
  ...UNIVERSITY_ASNS.map((a) => [a, 'university'] as const),
  ...MOBILE_ASNS.map((a) => [a, 'mobile'] as const),
  ...HOSTING_ASNS.map((a) => [a, 'hosting'] as const),
  ...CDN_ASNS.map((a) => [a, 'cdn'] as const),
]);

/** Organisation-name keywords, tried in this order (first match wins). Compiled once. */
export const ORG_RULES: readonly { readonly category: NetworkCategory; readonly pattern: RegExp }[] = [
  { category: 'cdn', pattern: /\bcdn|\b(content delivery|akamai|fastly|cloudflare|edgecast|limelight|incapsula|stackpath|edgio|bunny)\b/i },
  {
    category: 'university',
    pattern:
      /(universit|\bcollege\b|\bschool|\bacadem|institute of technology|polytechnic|politecnico|hochschule|universidad|université|universidade|\beducation|research (and|&) education|\bedu\b|forschungsnetz|\bnren\b)/i,
  },
  {
    category: 'hosting',
    pattern:
      /(hosting|\bhost|webhost|server|data ?cent(er|re)|datacenter|cloud|\bvps\b|dedicated|colocation|\bcolo\b|\bcompute\b|web services|\bhetzner|\bovh|digitalocean|linode|vultr|leaseweb|contabo|\bm247\b|scaleway|\bnetcup|\bhivelocity|\bchoopa)/i,
  },
  {
    category: 'mobile',
    pattern: /(mobile|mobility|wireless|cellular|\bcellco\b|\bmobil\b|\bmovil|\bgsm\b|\blte\b|\b[345]g\b|telkomsel|vodafone idea|\bjio\b)/i,
  },
  {
    category: 'isp',
    pattern:
      /(telecom|telekom|telecommunica|telekomunika|communications|\bbroadband|\bcable|\bfib(er|re)|\binternet\b|\bisp\b|\btelco\b|telefonica|telefônica|\btelephone|\bnetworks? (ltd|limited|inc|llc|s\.a\.)|\bcomcast|\bcharter|\bspectrum|\bverizon|\bcox\b|centurylink|\bfrontier|\bwindstream|\bvirgin media|\borange\b|\bvodafone|\btelstra|\bbell\b|\brogers|\btelus|\bshaw\b|\bkpn\b|\bproximus|\bswisscom|\btelenor|\btelia|\bsfr\b|\bbouygues|\bairtel|chinanet|china (telecom|unicom)|\bntt\b|\bkddi|\bsoftbank|\btelmex|\bclaro|\bmovistar|\bdsl\b|\bnbn\b|\btelefon)/i,
  },
];

/** Reverse-DNS name patterns (the PTR of the address). Compiled once. */
export const PTR_RULES = {
  /** The name says mobile access. */
  mobile: /(^|[.-])(mobile|mobil|wireless|cell|cellular|lte|4g|5g|3g|gprs|umts|hsdpa|myvzw|mycingular|tmodns|sprintpcs)([.\d-]|$)/i,
  /** The name says a consumer access line (dynamic pool, DSL, cable, fibre to the home). */
  fixed: /(^|[.\d-])(dyn|dynamic|dhcp|pool|dsl|adsl|vdsl|xdsl|cable|cm|fiber|fibre|ftth|fttx|cpe|customer|cust|client|res|resi|residential|home|broadband|ppp|pppoe|dialup|dial|bb)([.\d-]|$)/i,
  /** The name says a server or a cloud instance. */
  hosting: /(^|[.\d-])(static|server|srv|vps|dedicated|ded|host|hosted|colo|cloud|compute|ec2|instance|vm)([.\d-]|$)|(amazonaws\.com|googleusercontent\.com|bc\.googleusercontent|linode\.com|vultr(usercontent)?\.com|your-server\.de|contaboserver\.net|ovh\.net|digitalocean|leaseweb|hetzner)\.?$/i,
  /** The name sits under an academic domain. */
  university: /\.(edu|ac\.[a-z]{2}|edu\.[a-z]{2})\.?$/i,
} as const;
