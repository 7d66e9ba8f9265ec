import { Button, chakra, Flex, Input } from '@chakra-ui/react';
import { useId, useState, type FormEvent } from 'react';

/** The most a search may hold (the API's bound). */
const MAX_LENGTH = 100;

/** The address of Browse Arts searching `q` (its other filters left as they were, where kept). */
export const browseSearchPath = (q: string) => `/browse-arts?${new URLSearchParams({ q: q.trim() })}`;

/**
 * One search box over the arts (Browse Arts and the top bar): a `search` landmark with its own
 * label, sending the words typed (trimmed; empty clears the search). `initial` is the search the
 * page shows; the box follows it when the address changes (its parent keys it by that search).
 */
export function ArtSearchForm({
  initial = '',
  onSearch,
  compact = false,
}: {
  initial?: string;
  onSearch: (q: string) => void;
  /** The top bar's: smaller, its button an icon. */
  compact?: boolean;
}) {
  const [text, setText] = useState(initial);
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <chakra.form role="search" aria-label="Search arts" onSubmit={submit} w="full">
      <chakra.label htmlFor={id} srOnly>
        Search arts
      </chakra.label>
      <Flex gap="2">
        <Input
          id={id}
          type="search"
          name="q"
          size={compact ? 'sm' : 'lg'}
          maxLength={MAX_LENGTH}
          enterKeyHint="search"
          autoComplete="off"
          placeholder={compact ? 'Search arts' : 'Search by title, artist, medium, style or tag'}
          value={text}
          onChange={(e) => setText(e.target.value)}
        />
        <Button
          type="submit"
          colorPalette="brand"
          size={compact ? 'sm' : 'lg'}
          aria-label={compact ? 'Search' : undefined}
        >
          {compact ? <SearchIcon size={18} /> : 'Search'}
        </Button>
      </Flex>
    </chakra.form>
  );
}

/** A magnifying glass, drawn inline (no icon library in the first load). */
export const SearchIcon = ({ size = 22 }: { size?: number }) => (
  <svg
    width={size}
    height={size}
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    aria-hidden="true"
  >
    <circle cx="11" cy="11" r="7" />
    <path d="M20 20l-4-4" strokeLinecap="round" />
  </svg>
);
