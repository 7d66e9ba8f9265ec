/** The spec's option lists (part 1 §3), used by the forms and checked by the server. */

export const GENDERS = ['Male', 'Female', 'Other'] as const;

export const CRAFTING = [
  'Digital Art & Crafting',
  'Traditional / Physical Art',
  'Mixed Media & Crafts',
  'Open to All Media',
] as const;

export const COLLABORATION_TYPES = ['Remote', 'In-Person', 'Hybrid'] as const;

export const LOCATION_OPTIONS = ['Local Only', 'Nationwide / Regional', 'International'] as const;

export const BUDGET_RANGES = [
  'Under ₱1,000',
  '₱1,000 - ₱5,000',
  '₱5,000 - ₱10,000',
  '₱10,000 - ₱20,000',
  '₱20,000 and above',
  'Flexible Budget / Open',
] as const;

export const ARTIST_PROJECT_TYPES = [
  'Commissioned Artworks',
  'Custom Crafts / Handmade Gifts',
  'Illustration / Concept Design',
  'Branding / Logo Design',
  'Gallery / Showcase Pieces',
  'School or Community Projects',
  'Personal Art / Hobby Projects',
  'Collaborative Group Projects',
  'Commercial Projects',
  'Other / Unlisted',
] as const;

/** Clients choose among the first eight, several at once. */
export const CLIENT_PROJECT_TYPES = ARTIST_PROJECT_TYPES.slice(
  0,
  8,
) as unknown as readonly (typeof ARTIST_PROJECT_TYPES)[number][];

export const PROJECT_TYPE_EXPERIENCE = [
  'Hobby Art / Personal Projects',
  'Client Work / Commissions',
  'Corporate / Brand Projects',
  'Freelance / Digital Design',
  'Craft Fairs / Handmade Markets',
  'Community or School Projects',
  'Gallery or Public Exhibits',
  'No Experience Yet / Beginner',
  'Open to All Types',
] as const;

export const DURATIONS = [
  'Short-Term (Under 1 Month)',
  'Medium-Term (1-3 Months)',
  'Long-Term (Over 3 Months)',
] as const;

export const AVAILABILITY = ['Part-Time', 'Full-Time', 'Open to Occasional Projects'] as const;

export const CLIENT_TYPE_PREFERENCES = [
  'Individual Clients',
  'Small Businesses',
  'Corporate / Organizations',
  'Open to All Types',
] as const;

export const PROJECT_SCALES = ['Small-scale', 'Medium-scale', 'Large-scale'] as const;

export const EXPERIENCE_LEVELS = ['Beginner Friendly', 'Intermediate to Advanced', 'Open to All Levels'] as const;

export const COMMUNICATION = ['Email', 'Phone', 'In-app Messaging', 'Video Calls', 'Open to Any Method'] as const;

export const ART_STYLES = [
  'Realism',
  'Portraiture',
  'Abstract',
  'Expressionism',
  'Anime',
  'Manga',
  'Cartoon',
  'Comic Art',
  'Fantasy',
  'Sci-Fi',
  'Nature Art',
  'Botanical Illustration',
  'Geometric Patterns',
  'Pattern-Based Art',
  'Pop Art',
  'Urban Style',
  'Traditional Art (Paintings & Drawings)',
  'Digital Art & Illustrations',
  'Sculpture',
  '3D Art',
  'Furniture Making',
  'Woodworking',
  'Handmade Crafts',
  'DIY Projects',
  'Beginner / Exploring Styles',
  'Others',
  'Open to All Styles',
] as const;

export const MEDIUMS = [
  'Pencil & Paper',
  'Watercolor',
  'Gouache',
  'Acrylic Painting',
  'Oil Painting',
  'Digital Drawing Tools (Tablet, App)',
  'Mixed Media / Experimental',
  'Craft Supplies (Glue, Paper, Scissors)',
  'Sculpting Materials (Clay, Resin)',
  'Wood Materials',
  'Metal Materials',
  'Fabric & Textiles',
  'Recycled / Found Objects',
  'Still Exploring / Beginner',
  'Flexible / Open to Medium',
] as const;

export const TECHNIQUES = [
  'Drawing',
  'Sketching',
  'Painting (Acrylic, Oil, Watercolor)',
  'Digital Illustration',
  'Clay Modeling',
  'Pottery',
  'Wood Carving',
  'Wood Crafting',
  'Sewing',
  'Embroidery',
  'Jewelry Making',
  'DIY Jewelry',
  'Scrapbooking',
  'Papercraft',
  '3D Printing',
  '3D Modeling',
  'Metal Forging',
  'Fabric Weaving',
  'Recycled Art',
  'Eco-Friendly Crafting',
] as const;

/** Artworks (part 2 §3): the upload, edit and Browse Arts filter lists. */
export const ARTWORK_STYLES = ['Abstract', 'Realism', 'Impressionism', 'Pop Art', 'Cubism', 'Others'] as const;
export const ARTWORK_MEDIUMS = [
  'Oil',
  'Canvas',
  'Acrylic',
  'Watercolor',
  'Wood',
  'Paper',
  'Digital',
  'Charcoal',
  'Others',
] as const;
/** The upload form spells one "LandScape"; edit and filter say "Landscape", which is what is stored. */
export const ARTWORK_SUBJECTS = [
  'Nature',
  'Landscape',
  'Portrait',
  'Still Life',
  'Animals',
  'Fantasy',
  'Others',
] as const;

/** Browse Arts' price bands (part 2 §3), in centavos: [min, max) with max null for "and above". */
export const PRICE_BANDS = [
  { id: '20000-up', label: '20000 and above', min: 2_000_000, max: null },
  { id: '10000-20000', label: '10000 to under 20000', min: 1_000_000, max: 2_000_000 },
  { id: '5000-10000', label: '5000 to under 10000', min: 500_000, max: 1_000_000 },
  { id: '1000-5000', label: '1000 to under 5000', min: 100_000, max: 500_000 },
  { id: 'under-1000', label: 'under 1000', min: 0, max: 100_000 },
] as const;
export type PriceBandId = (typeof PRICE_BANDS)[number]['id'];
export const PRICE_BAND_IDS = PRICE_BANDS.map((b) => b.id) as unknown as readonly [PriceBandId, ...PriceBandId[]];

/** The band a price (centavos) falls in. */
export function priceBandOf(centavos: number): PriceBandId {
  return PRICE_BANDS.find((b) => centavos >= b.min && (b.max === null || centavos < b.max))!.id;
}
