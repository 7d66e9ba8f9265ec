import { Box, Text } from '@chakra-ui/react';
import { keyframes } from '@emotion/react';
import { useCallback, useEffect, useRef, useState, type ReactNode } from 'react';

/** The community's and the project areas' toasts (part 2 §9): 3000 ms, with a progress bar counting down. */
export const TOAST_MS = 3000;

const shrink = keyframes`from { transform: scaleX(1); } to { transform: scaleX(0); }`;

interface Toast {
  id: number;
  message: string;
  status: 'success' | 'error';
}

export function useToast(): [(message: string, status?: Toast['status']) => void, ReactNode] {
  const [toast, setToast] = useState<Toast | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const show = useCallback((message: string, status: Toast['status'] = 'success') => {
    clearTimeout(timer.current);
    setToast({ id: Date.now(), message, status });
    timer.current = setTimeout(() => setToast(null), TOAST_MS);
  }, []);
  useEffect(() => () => clearTimeout(timer.current), []);
  const node = (
    <Box
      position="fixed"
      bottom="4"
      left="50%"
      transform="translateX(-50%)"
      zIndex="toast"
      w="min(92vw, 24rem)"
      pointerEvents="none"
      role="status"
      aria-live="polite"
    >
      {toast ? (
        <Box
          key={toast.id}
          data-testid="toast"
          bg={toast.status === 'success' ? 'green.700' : 'red.700'}
          color="white"
          borderRadius="lg"
          boxShadow="lg"
          overflow="hidden"
        >
          <Text px="4" py="3" fontWeight="medium">
            {toast.message}
          </Text>
          <Box h="1" bg="whiteAlpha.700" transformOrigin="left" animation={`${shrink} ${TOAST_MS}ms linear forwards`} />
        </Box>
      ) : null}
    </Box>
  );
  return [show, node];
}
