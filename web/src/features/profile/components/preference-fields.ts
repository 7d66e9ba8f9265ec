import {
  ART_STYLES,
  ARTIST_PROJECT_TYPES,
  AVAILABILITY,
  BUDGET_RANGES,
  CLIENT_PROJECT_TYPES,
  CLIENT_TYPE_PREFERENCES,
  COLLABORATION_TYPES,
  COMMUNICATION,
  CRAFTING,
  DURATIONS,
  EXPERIENCE_LEVELS,
  LOCATION_OPTIONS,
  MEDIUMS,
  PROJECT_SCALES,
  PROJECT_TYPE_EXPERIENCE,
  TECHNIQUES,
} from '@shared/options';
import type { PersonRole } from '@web/api/profile';

/** How each preference is asked for and shown: a single choice, several, or a link. */
export type PreferenceField =
  | { key: string; label: string; kind: 'single'; options: readonly string[] }
  | { key: string; label: string; kind: 'multi'; options: readonly string[] }
  | { key: string; label: string; kind: 'url' };

export const ARTIST_PREFERENCE_FIELDS: PreferenceField[] = [
  { key: 'crafting', label: 'Crafting', kind: 'single', options: CRAFTING },
  { key: 'art_style_specialization', label: 'Art style specialization', kind: 'multi', options: ART_STYLES },
  { key: 'collaboration_type', label: 'Collaboration type', kind: 'single', options: COLLABORATION_TYPES },
  { key: 'preferred_medium', label: 'Preferred medium', kind: 'multi', options: MEDIUMS },
  { key: 'location_preference', label: 'Location preference', kind: 'single', options: LOCATION_OPTIONS },
  { key: 'crafting_techniques', label: 'Crafting techniques', kind: 'multi', options: TECHNIQUES },
  { key: 'budget_range', label: 'Budget range', kind: 'single', options: BUDGET_RANGES },
  { key: 'project_type', label: 'Project type', kind: 'single', options: ARTIST_PROJECT_TYPES },
  {
    key: 'project_type_experience',
    label: 'Project type experience',
    kind: 'single',
    options: PROJECT_TYPE_EXPERIENCE,
  },
  { key: 'preferred_project_duration', label: 'Preferred project duration', kind: 'single', options: DURATIONS },
  { key: 'availability', label: 'Availability', kind: 'single', options: AVAILABILITY },
  { key: 'client_type_preference', label: 'Client type preference', kind: 'single', options: CLIENT_TYPE_PREFERENCES },
  { key: 'project_scale', label: 'Project scale', kind: 'single', options: PROJECT_SCALES },
  { key: 'portfolio_link', label: 'Portfolio link', kind: 'url' },
  { key: 'preferred_communication', label: 'Preferred communication', kind: 'multi', options: COMMUNICATION },
];

export const CLIENT_PREFERENCE_FIELDS: PreferenceField[] = [
  { key: 'preferred_art_style', label: 'Preferred art style', kind: 'multi', options: ART_STYLES },
  { key: 'budget_range', label: 'Budget range', kind: 'single', options: BUDGET_RANGES },
  { key: 'location_requirement', label: 'Location requirement', kind: 'single', options: LOCATION_OPTIONS },
  { key: 'timeline', label: 'Timeline', kind: 'single', options: DURATIONS },
  { key: 'artist_experience_level', label: 'Artist experience level', kind: 'single', options: EXPERIENCE_LEVELS },
  { key: 'communication_preferences', label: 'Communication preferences', kind: 'multi', options: COMMUNICATION },
  { key: 'project_type', label: 'Project type', kind: 'multi', options: CLIENT_PROJECT_TYPES },
];

export const preferenceFieldsFor = (role: PersonRole) =>
  role === 'Artist' ? ARTIST_PREFERENCE_FIELDS : CLIENT_PREFERENCE_FIELDS;

/** Empty preferences of a role: '' for single choices and links, [] for multi. */
export function emptyPreferences(role: PersonRole): Record<string, string | string[]> {
  return Object.fromEntries(preferenceFieldsFor(role).map((f) => [f.key, f.kind === 'multi' ? [] : '']));
}
