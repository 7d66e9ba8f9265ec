/** The spec's option lists (part 1 §3), used by the forms and checked by the server. */

export const GENDERS = ['Male', 'Female', 'Other'] as const;

export const CRAFTING = ['Digital Art & Crafting', 'Traditional / Physical Art', 'Mixed Media & Crafts', 'Open to All Media'] as const;

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
export const CLIENT_PROJECT_TYPES = ARTIST_PROJECT_TYPES.slice(0, 8) as unknown as readonly (typeof ARTIST_PROJECT_TYPES)[number][];

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

export const DURATIONS = ['Short-Term (Under 1 Month)', 'Medium-Term (1-3 Months)', 'Long-Term (Over 3 Months)'] as const;

export const AVAILABILITY = ['Part-Time', 'Full-Time', 'Open to Occasional Projects'] as const;

export const CLIENT_TYPE_PREFERENCES = ['Individual Clients', 'Small Businesses', 'Corporate / Organizations', 'Open to All Types'] as const;

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
