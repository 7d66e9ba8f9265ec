import { Box, chakra, IconButton, Stack } from '@chakra-ui/react';
import { useMenuButton } from './use-menu-button';

export interface MenuAction {
  label: string;
  onSelect: () => void;
  destructive?: boolean;
}

/**
 * A three-dot menu (a job card's, a post's): a button that opens a small list of actions (the
 * menu button pattern of ./use-menu-button.ts: the first action takes focus, arrow keys move,
 * Escape, Tab or a click outside closes; Escape returns focus to the button). `label` names the button and the list.
 */
export function ActionMenu({
  label,
  actions,
  dots = 'vertical',
}: {
  label: string;
  actions: MenuAction[];
  dots?: 'vertical' | 'horizontal';
}) {
  const { open, setOpen, id, buttonRef, menuRef, onKeyDown } = useMenuButton();

  return (
    <Box position="relative">
      <IconButton
        ref={buttonRef}
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? id : undefined}
        variant="ghost"
        size="sm"
        onClick={() => setOpen((o) => !o)}
      >
        <svg width="18" height="18" viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
          {[5, 12, 19].map((at) =>
            dots === 'vertical' ? <circle key={at} cx="12" cy={at} r="2" /> : <circle key={at} cx={at} cy="12" r="2" />,
          )}
        </svg>
      </IconButton>
      {open ? (
        <Stack
          ref={menuRef}
          id={id}
          role="menu"
          aria-label={label}
          position="absolute"
          right="0"
          top="100%"
          mt="1"
          zIndex="dropdown"
          bg="bg"
          borderWidth="1px"
          borderRadius="md"
          boxShadow="lg"
          py="1"
          gap="0"
          minW="48"
          onKeyDown={onKeyDown}
        >
          {actions.map((action) => (
            <chakra.button
              key={action.label}
              type="button"
              role="menuitem"
              tabIndex={-1}
              textAlign="left"
              px="4"
              py="2"
              fontSize="sm"
              color={action.destructive ? 'red.700' : 'fg'}
              _hover={{ bg: 'bg.muted' }}
              _focusVisible={{ bg: 'bg.muted', outline: 'none' }}
              onClick={() => {
                setOpen(false);
                action.onSelect();
              }}
            >
              {action.label}
            </chakra.button>
          ))}
        </Stack>
      ) : null}
    </Box>
  );
}
