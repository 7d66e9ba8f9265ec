import { Box, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { MODERATION_MESSAGES } from '@shared/messages/moderation';
import { FormAlert } from '@web/components/ui/form-alert';
import { OutcomeAlert } from '@web/components/ui/outcome-alert';
import { usePageTitle } from '@web/lib/page-title';
import { appealSuspension } from '../api/moderation';
import { AppealForm } from '../components/appeal-form';

/**
 * /appeal?token=…: the suspension e-mail's link. A suspended person cannot sign in, so the
 * link's single-use token stands for them: they write why the suspension should be lifted, once;
 * another admin than the one who suspended them decides, and the outcome comes by e-mail.
 */
export function Component() {
  usePageTitle(MODERATION_MESSAGES.suspensionAppealTitle);
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [sent, setSent] = useState<string | null>(null);

  return (
    <Container maxW="xl" py={{ base: '8', md: '16' }} px={{ base: '4', sm: '6' }}>
      <Box borderWidth="1px" borderRadius="2xl" bg="bg" p={{ base: '5', md: '8' }}>
        <Stack gap="5">
          <Stack gap="1">
            <Heading as="h1" size={{ base: '2xl', md: '3xl' }}>
              {MODERATION_MESSAGES.suspensionAppealTitle}
            </Heading>
            <Text color="fg.muted">
              Tell us why your account should be enabled again. You can appeal once; an admin other than the one who
              suspended you decides, and you get the outcome by e-mail.
            </Text>
          </Stack>
          {!token ? (
            <FormAlert status="error">{MODERATION_MESSAGES.suspensionLinkInvalid}</FormAlert>
          ) : sent ? (
            <OutcomeAlert status="success">{sent}</OutcomeAlert>
          ) : (
            <AppealForm
              label={MODERATION_MESSAGES.suspensionAppealTitle}
              send={async (text) => {
                const answer = await appealSuspension({ token, text });
                setSent(answer.message);
              }}
            />
          )}
        </Stack>
      </Box>
    </Container>
  );
}
