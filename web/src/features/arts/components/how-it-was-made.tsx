import { Box, chakra, Heading, Stack, Text } from '@chakra-ui/react';
import { useArtProcess } from '../api/process';

const day = (iso: string) => {
  const d = new Date(iso);
  return Number.isNaN(d.getTime())
    ? iso
    : d.toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric' });
};

/**
 * The art page's "How it was made": the work-in-progress updates of the commission the art came
 * from (photos, notes, dates), oldest first. Nothing while loading, on a failure, or without updates.
 */
export function HowItWasMade({ artId }: { artId: string }) {
  const process = useArtProcess(artId);
  const updates = [...(process.data?.updates ?? [])].sort((a, b) => a.at.localeCompare(b.at));
  if (updates.length === 0) return null;
  return (
    <Box as="section" aria-labelledby="how-it-was-made" mt={{ base: '10', md: '14' }} borderTopWidth="1px" pt="6">
      <Heading as="h2" size="xl" id="how-it-was-made" mb="4">
        How it was made
      </Heading>
      <Stack as="ol" gap="4" listStyleType="none" m="0" p="0">
        {updates.map((u) => (
          <chakra.li key={u.update_id} display="flex" flexDirection={{ base: 'column', sm: 'row' }} gap="4" minW="0">
            {u.image ? (
              <chakra.img
                src={u.image.url}
                alt={`Work in progress, ${u.milestone_name}, ${day(u.at)}`}
                w={{ base: 'full', sm: '48' }}
                maxH="64"
                aspectRatio="4 / 3"
                objectFit="cover"
                borderRadius="lg"
                loading="lazy"
              />
            ) : null}
            <Box minW="0">
              <Text fontSize="sm" color="fg.muted">
                {day(u.at)} · {u.milestone_name}
              </Text>
              <Text whiteSpace="pre-line" overflowWrap="anywhere">
                {u.note}
              </Text>
            </Box>
          </chakra.li>
        ))}
      </Stack>
    </Box>
  );
}
