import { Box, Flex, Heading, Stack, Text, Wrap } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link } from '@web/lib/link';
import type { Job } from '@shared/schemas/jobs';
import { Avatar } from '@web/components/ui/avatar';
import { longDate } from './format';
import { StatusBadge } from './job-status-badge';

/**
 * A job as artists see it (Offers and Applied): the client (name and avatar open their public
 * profile, which logs the visit), the job, and the actions the tab gives.
 */
export function JobCard({ job, badges, actions }: { job: Job; badges?: ReactNode; actions: ReactNode }) {
  const name = `${job.client.firstname} ${job.client.lastname}`.trim() || 'Unknown User';
  const profile = `/profile/client/${encodeURIComponent(job.client.user_id)}`;
  return (
    <Box as="li" borderWidth="1px" borderRadius="xl" p={{ base: '4', md: '5' }} bg="bg">
      <Flex gap="3" align="center">
        <Link to={profile} aria-hidden="true" tabIndex={-1}>
          <Avatar name={name} src={job.client.profile_image} />
        </Link>
        <Stack gap="0" minW="0">
          <Text asChild fontWeight="semibold" color="brand.700" _hover={{ textDecoration: 'underline' }}>
            <Link to={profile}>{name}</Link>
          </Text>
          {job.client.address ? (
            <Text fontSize="sm" color="fg.muted" truncate>
              {job.client.address}
            </Text>
          ) : null}
        </Stack>
      </Flex>
      <Flex mt="3" gap="2" align="center" wrap="wrap">
        <Heading as="h2" size="md">
          {job.title}
        </Heading>
        <StatusBadge status={job.status} label="Job status" />
        {badges}
      </Flex>
      <Text fontSize="sm" color="fg.muted">
        Posted {longDate(job.created_at)}
      </Text>
      <Text mt="3" whiteSpace="pre-line" lineClamp={5}>
        {job.description}
      </Text>
      <StyleChips styles={job.preferred_art_styles} />
      <Flex mt="3" gap={{ base: '1', sm: '6' }} direction={{ base: 'column', sm: 'row' }} fontSize="sm">
        <Text>
          <Text as="span" color="fg.muted">
            Budget:{' '}
          </Text>
          {job.budget}
        </Text>
        <Text>
          <Text as="span" color="fg.muted">
            Deadline:{' '}
          </Text>
          {longDate(job.deadline)}
        </Text>
      </Flex>
      <Flex mt="4" gap="2" wrap="wrap" justify="flex-end">
        {actions}
      </Flex>
    </Box>
  );
}

/** A job's preferred art styles as chips (its card and the client's own list). */
export function StyleChips({ styles }: { styles: readonly string[] }) {
  return (
    <Wrap mt="3" gap="2" aria-label="Preferred art styles">
      {styles.map((s) => (
        <Box key={s} as="span" px="2.5" py="0.5" borderRadius="full" bg="brand.50" color="brand.800" fontSize="xs">
          {s}
        </Box>
      ))}
    </Wrap>
  );
}
