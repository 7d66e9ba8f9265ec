import { Box, chakra } from '@chakra-ui/react';
import { useLocation, useNavigate } from 'react-router';
import { ArtSearchForm, browseSearchPath, SearchIcon } from '@web/components/art-search-form';
import { Link } from '@web/lib/link';

/**
 * The top bar's search over the arts (issue 49 §5): a box on wide screens, a link to Browse Arts
 * (whose own box is at its top) on narrow ones. On Browse Arts itself the page's box is the one.
 */
export function TopSearch() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  if (pathname === '/browse-arts') return null;
  return (
    <>
      <Box display={{ base: 'none', lg: 'block' }} w="64" ms="2">
        <ArtSearchForm compact onSearch={(q) => void navigate(q ? browseSearchPath(q) : '/browse-arts')} />
      </Box>
      <chakra.a
        asChild
        display={{ base: 'inline-flex', lg: 'none' }}
        alignItems="center"
        justifyContent="center"
        boxSize="10"
        borderRadius="md"
        color="fg"
        _hover={{ bg: 'bg.muted' }}
      >
        <Link to="/browse-arts" aria-label="Search arts">
          <SearchIcon />
        </Link>
      </chakra.a>
    </>
  );
}
