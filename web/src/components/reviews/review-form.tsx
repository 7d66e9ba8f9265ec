import { Box, Button, chakra, Flex, Stack, Text } from '@chakra-ui/react';
import { useId, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { REVIEW_MESSAGES, REVIEW_RULES, type TransactionKind } from '@shared/messages/reviews';
import { writeReviewBodySchema } from '@shared/schemas/reviews';
import { useWriteReview } from '@web/api/reviews';
import { FormAlert } from '@web/components/ui/form-alert';
import { TextareaField } from '@web/components/ui/textarea-field';
import { userMessage } from '@web/lib/api-client';
import { useZodForm } from '@web/lib/use-zod-form';

const STARS = [1, 2, 3, 4, 5] as const;

/** The form's part of the server's body: the stars and the text, by the same rules and messages. */
const reviewFormSchema = writeReviewBodySchema.pick({ stars: true, text: true });

/** The stars as a radio group (a fieldset of native radios: arrow keys move, the legend names it). */
function StarPicker({ value, onChange, error }: { value: number; onChange: (stars: number) => void; error?: string }) {
  const name = useId();
  return (
    <chakra.fieldset border="0" p="0" m="0" aria-describedby={error ? `${name}-error` : undefined}>
      <chakra.legend fontWeight="medium" mb="1">
        Stars
      </chakra.legend>
      <Flex gap="1" wrap="wrap">
        {STARS.map((n) => (
          <chakra.label
            key={n}
            display="inline-flex"
            alignItems="center"
            gap="1"
            px="2"
            py="1"
            borderWidth="1px"
            borderRadius="md"
            cursor="pointer"
            bg={value >= n ? 'orange.50' : 'bg'}
            _focusWithin={{ outline: '2px solid', outlineColor: 'brand.500' }}
          >
            <chakra.input
              type="radio"
              name={name}
              value={n}
              checked={value === n}
              onChange={() => onChange(n)}
              srOnly
            />
            <Text as="span" aria-hidden="true" color={value >= n ? 'orange.700' : 'fg.muted'} fontSize="lg">
              ★
            </Text>
            <Text as="span" fontSize="sm">
              {n} {n === 1 ? 'star' : 'stars'}
            </Text>
          </chakra.label>
        ))}
      </Flex>
      {error ? (
        <Text id={`${name}-error`} color="red.700" fontSize="sm" mt="1">
          {error}
        </Text>
      ) : null}
    </chakra.fieldset>
  );
}

/**
 * "Leave a review" of the other side of a completed order or commission: 1–5 stars and a text.
 * After sending it says the review stays hidden until the other side reviews too (or 14 days pass).
 */
export function ReviewForm({
  kind,
  transactionId,
  otherName,
  about,
  onDone,
}: {
  kind: TransactionKind;
  transactionId: string;
  otherName: string;
  /** What is reviewed (an order's or commission's title): in the form's name where several forms share a page. */
  about?: string;
  onDone?: (message: string) => void;
}) {
  const write = useWriteReview();
  const form = useZodForm(reviewFormSchema, { defaultValues: { stars: 0, text: '' } });
  const stars = useWatch({ control: form.control, name: 'stars' });
  const [done, setDone] = useState<string | null>(null);

  if (done) return <FormAlert status="success">{done}</FormAlert>;

  const submit = form.handleSubmit(({ stars, text }) =>
    write.mutate(
      { kind, transactionId, stars, text },
      { onSuccess: (answer) => (onDone ? onDone(answer.message) : setDone(answer.message)) },
    ),
  );

  return (
    <chakra.form
      onSubmit={(e) => void submit(e)}
      noValidate
      aria-label={about ? `Review ${otherName} for “${about}”` : `Review ${otherName}`}
      borderWidth="1px"
      borderRadius="lg"
      p="4"
    >
      <Stack gap="3">
        <Text fontWeight="semibold">
          {REVIEW_MESSAGES.leave}: {otherName}
        </Text>
        <StarPicker
          value={stars}
          onChange={(n) => form.setValue('stars', n, { shouldValidate: form.formState.isSubmitted })}
          error={form.field('stars').error}
        />
        <TextareaField
          label="Your review"
          {...form.field('text')}
          rows={4}
          maxLength={REVIEW_RULES.maxText}
          helper={`${REVIEW_RULES.minText} to ${REVIEW_RULES.maxText} characters. ${REVIEW_MESSAGES.hiddenRule}`}
        />
        {write.isError ? (
          <FormAlert status="error">
            {userMessage(write.error, 'Your review was not sent. Please try again.')}
          </FormAlert>
        ) : null}
        <Box>
          <Button type="submit" colorPalette="brand" loading={write.isPending}>
            Submit review
          </Button>
        </Box>
      </Stack>
    </chakra.form>
  );
}
