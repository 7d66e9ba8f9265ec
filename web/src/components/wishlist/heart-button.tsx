import { Box, chakra, IconButton } from '@chakra-ui/react';
import { useState } from 'react';
import { ART_MESSAGES } from '@shared/messages/arts';
import { useAuth } from '@web/lib/session';
import { useToggleWishlist, useWishlistIds } from '@web/api/wishlist';

/**
 * The wishlist heart: pressed when the art is on the signed-in person's wishlist. A press shows
 * at once and is undone if the server refuses (the spec only logs that failure).
 */
export function HeartButton({ artId, title, size = 'md' }: { artId: string; title: string; size?: 'md' | 'lg' }) {
  const { user } = useAuth();
  const ids = useWishlistIds(user?.userId);
  const toggle = useToggleWishlist(user?.userId);
  const [refusal, setRefusal] = useState<string | null>(null);
  const pressed = ids.data?.includes(artId) ?? false;
  const px = size === 'lg' ? 48 : 44;

  return (
    <Box position="relative">
      <IconButton
        aria-label={pressed ? `Remove ${title} from wishlist` : `Add ${title} to wishlist`}
        aria-pressed={pressed}
        onClick={() => {
          if (!user) {
            setRefusal(ART_MESSAGES.wishlistLogIn);
            return;
          }
          toggle.mutate({ artId, add: !pressed });
        }}
        variant="outline"
        borderRadius="full"
        bg="white"
        borderColor={pressed ? 'red.200' : 'gray.300'}
        color={pressed ? 'red.600' : 'gray.700'}
        boxShadow="sm"
        minW={`${px}px`}
        h={`${px}px`}
        _hover={{ bg: 'red.50', color: 'red.700' }}
        _focusVisible={{ outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '2px' }}
      >
        <chakra.svg
          viewBox="0 0 24 24"
          width={size === 'lg' ? '24px' : '20px'}
          height={size === 'lg' ? '24px' : '20px'}
          aria-hidden="true"
          focusable="false"
        >
          <path
            d="M12 20.5s-7.5-4.6-9.3-9.2C1.4 7.9 3.6 4.5 7 4.5c2 0 3.6 1.1 5 3 1.4-1.9 3-3 5-3 3.4 0 5.6 3.4 4.3 6.8-1.8 4.6-9.3 9.2-9.3 9.2z"
            fill={pressed ? 'currentColor' : 'none'}
            stroke="currentColor"
            strokeWidth="2"
            strokeLinejoin="round"
          />
        </chakra.svg>
      </IconButton>
      {refusal ? (
        <chakra.p
          role="alert"
          position="absolute"
          top="full"
          insetEnd="0"
          mt="1"
          w="44"
          p="2"
          fontSize="xs"
          bg="white"
          color="red.700"
          borderWidth="1px"
          borderRadius="md"
          boxShadow="sm"
        >
          {refusal}
        </chakra.p>
      ) : null}
    </Box>
  );
}
