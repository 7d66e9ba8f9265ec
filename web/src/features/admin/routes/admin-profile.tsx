import { Box, Button, chakra, Flex, Skeleton, Stack, Text } from '@chakra-ui/react';
import { Link } from '@web/lib/link';
import { Avatar } from '@web/components/ui/avatar';
import { FormAlert } from '@web/components/ui/form-alert';
import { usePageTitle } from '@web/lib/page-title';
import { useAuth } from '@web/lib/session';
import { useAdminProfile } from '../api/admin';
import { AdminPage } from '../components/admin-page';
import { userMessage } from '@web/lib/api-client';
import { ADMIN_PROFILE_MESSAGES } from '../utils/profile';

const FIELDS = [
  ['firstname', 'First name'],
  ['lastname', 'Last name'],
  ['role', 'Role'],
  ['username', 'Username'],
  ['email', 'Email'],
] as const;

function AdminProfileCard() {
  const { user } = useAuth();
  const profile = useAdminProfile(user?.userId);

  if (!user) return <FormAlert status="error">{ADMIN_PROFILE_MESSAGES.notLoggedIn}</FormAlert>;
  if (profile.isError)
    return <FormAlert status="error">{userMessage(profile.error, ADMIN_PROFILE_MESSAGES.fetchFailed)}</FormAlert>;

  const data = profile.data;
  const fullName = data ? `${data.firstname} ${data.lastname}` : '';
  return (
    <Box maxW="2xl" borderWidth="1px" borderRadius="2xl" bg="bg" p={{ base: '5', md: '8' }}>
      <Flex align="center" gap="4" mb="6" flexWrap="wrap">
        {data ? <Avatar name={fullName} size={64} /> : <Skeleton w="16" h="16" borderRadius="full" />}
        <Box minW="0" flex="1">
          {data ? (
            <>
              <Text fontSize="xl" fontWeight="bold" wordBreak="break-word">
                {fullName}
              </Text>
              <Text color="fg.muted" wordBreak="break-all">
                {data.email}
              </Text>
            </>
          ) : (
            <Skeleton h="12" w="48" />
          )}
        </Box>
        <Button asChild colorPalette="brand">
          <Link to="/edit-admin-profile">Edit Profile</Link>
        </Button>
      </Flex>
      <chakra.dl display="grid" gridTemplateColumns={{ base: '1fr', sm: '1fr 1fr' }} gap="5">
        {FIELDS.map(([key, label]) => (
          <Stack key={key} gap="1">
            <chakra.dt
              fontSize="xs"
              fontWeight="semibold"
              textTransform="uppercase"
              letterSpacing="wide"
              color="fg.muted"
            >
              {label}
            </chakra.dt>
            <chakra.dd ms="0" fontWeight="medium" wordBreak="break-word">
              {data ? data[key] : <Skeleton h="5" w="32" />}
            </chakra.dd>
          </Stack>
        ))}
      </chakra.dl>
    </Box>
  );
}

export function Component() {
  usePageTitle('Admin Profile');
  return (
    <AdminPage title="Admin Profile">
      <AdminProfileCard />
    </AdminPage>
  );
}
