import { Box, Flex } from '@chakra-ui/react';
import { CheckIcon } from './icons';

/** A list of short points, each with a check mark. */
export function CheckList({ points }: { points: readonly string[] }) {
  return (
    <Flex direction="column" as="ul" listStyleType="none" gap="2">
      {points.map((point) => (
        <Flex as="li" key={point} gap="2" align="center" color="brand.900">
          <Box color="brand.500" fontSize="lg">
            <CheckIcon />
          </Box>
          {point}
        </Flex>
      ))}
    </Flex>
  );
}
