import { Badge, Box, chakra, Flex, IconButton, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { Link } from '@web/lib/link';
import { formatPeso } from '@shared/money';
import type { CartItem } from '@shared/schemas/cart';
import { ArtImage } from '@web/components/arts/art-image';
import { isSelectable, titleOf, unavailableText, unitCentavos, type ArtistGroup } from '@web/api/cart-lines';
import { SelectBox } from './select-box';

const Icon = ({ d }: { d: string }) => (
  <chakra.svg
    viewBox="0 0 24 24"
    width="18px"
    height="18px"
    aria-hidden="true"
    focusable="false"
    fill="none"
    stroke="currentColor"
    strokeWidth="2.2"
    strokeLinecap="round"
    strokeLinejoin="round"
  >
    <path d={d} />
  </chakra.svg>
);
const MINUS = 'M5 12h14';
const PLUS = 'M12 5v14M5 12h14';
const TRASH = 'M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3';

export interface LineActions {
  isSelected: (artId: string) => boolean;
  onToggle: (artId: string) => void;
  onQuantity: (item: CartItem, quantity: number) => void;
  onRemove: (item: CartItem) => void;
  /** The line whose change is on its way to the server. */
  busyArtId: string | null;
}

/** − n + for a line: never below 1 nor above the pieces in stock. */
function LineQuantity({
  item,
  onQuantity,
  busy,
}: {
  item: CartItem;
  onQuantity: LineActions['onQuantity'];
  busy: boolean;
}) {
  const stock = item.arts?.quantity ?? 0;
  const title = titleOf(item);
  return (
    <Flex align="center" gap="1" role="group" aria-label={`Quantity of ${title}`}>
      <IconButton
        aria-label={`Decrease quantity of ${title}`}
        size="sm"
        variant="outline"
        disabled={busy || item.quantity <= 1}
        onClick={() => onQuantity(item, item.quantity - 1)}
      >
        <Icon d={MINUS} />
      </IconButton>
      <Text as="output" minW="8" textAlign="center" fontWeight="semibold" aria-live="polite">
        {item.quantity}
      </Text>
      <IconButton
        aria-label={`Increase quantity of ${title}`}
        size="sm"
        variant="outline"
        disabled={busy || item.quantity >= stock}
        onClick={() => onQuantity(item, item.quantity + 1)}
      >
        <Icon d={PLUS} />
      </IconButton>
    </Flex>
  );
}

function CartLine({ item, actions }: { item: CartItem; actions: LineActions }) {
  const art = item.arts;
  const title = titleOf(item);
  const selectable = isSelectable(item);
  const problem = unavailableText(item);
  const busy = actions.busyArtId === item.art_id;
  return (
    <Flex
      as="li"
      gap={{ base: '3', md: '4' }}
      py="4"
      align="flex-start"
      borderTopWidth="1px"
      _first={{ borderTopWidth: 0 }}
      opacity={selectable ? 1 : 0.85}
      data-testid="cart-line"
    >
      <SelectBox
        checked={actions.isSelected(item.art_id)}
        onChange={() => actions.onToggle(item.art_id)}
        label={`Select ${title}`}
        hideLabel
        disabled={!selectable}
      />
      <Box w={{ base: '16', md: '24' }} flexShrink="0" borderRadius="md" overflow="hidden" bg="bg.muted">
        {art ? (
          <ArtImage image={art.image} alt="" sizes="96px" aspectRatio="1" objectFit="cover" />
        ) : (
          <Box aspectRatio="1" />
        )}
      </Box>
      <Stack gap="2" flex="1" minW="0">
        <Flex
          justify="space-between"
          gap={{ base: '1', sm: '3' }}
          align="flex-start"
          direction={{ base: 'column', sm: 'row' }}
        >
          <Box minW="0">
            {art ? (
              <chakra.a
                asChild
                fontWeight="semibold"
                color="fg"
                _hover={{ color: 'brand.700', textDecoration: 'underline' }}
                wordBreak="break-word"
              >
                <Link to={`/art/${art.art_id}`}>{title}</Link>
              </chakra.a>
            ) : (
              <Text fontWeight="semibold">{title}</Text>
            )}
            {art ? (
              <Text fontSize="sm" color="fg.muted">
                {formatPeso(unitCentavos(item))} each
              </Text>
            ) : null}
          </Box>
          <Text fontWeight="bold" whiteSpace="nowrap">
            {art ? formatPeso(unitCentavos(item) * item.quantity) : null}
          </Text>
        </Flex>
        {problem ? (
          <Badge colorPalette="red" variant="subtle" color="red.800" alignSelf="flex-start" whiteSpace="normal" py="1">
            {problem}
          </Badge>
        ) : null}
        <Flex justify="space-between" align="center" gap="3" wrap="wrap">
          {art && art.quantity > 0 ? (
            <LineQuantity item={item} onQuantity={actions.onQuantity} busy={busy} />
          ) : (
            <span />
          )}
          <IconButton
            aria-label={`Remove ${title} from cart`}
            size="sm"
            variant="ghost"
            colorPalette="red"
            color="red.700"
            disabled={busy}
            onClick={() => actions.onRemove(item)}
          >
            <Icon d={TRASH} />
          </IconButton>
        </Flex>
      </Stack>
    </Flex>
  );
}

/** One artist's lines, with a checkbox choosing all of them, and under them `footer` (the shipping estimate). */
export function CartGroup({
  group,
  groupState,
  onToggleGroup,
  actions,
  footer,
}: {
  group: ArtistGroup;
  groupState: boolean | 'mixed';
  onToggleGroup: (on: boolean) => void;
  actions: LineActions;
  footer?: ReactNode;
}) {
  const anySelectable = group.items.some(isSelectable);
  const heading = group.artistName ? `Artist: ${group.artistName}` : 'No longer available';
  return (
    <Box
      as="section"
      aria-label={heading}
      borderWidth="1px"
      borderRadius="xl"
      bg="bg"
      px={{ base: '3', md: '5' }}
      py="2"
    >
      <Flex align="center" gap="2" borderBottomWidth="1px" pb="1">
        {anySelectable ? (
          <SelectBox
            checked={groupState}
            onChange={onToggleGroup}
            label={`Select all from ${group.artistName}`}
            hideLabel
          />
        ) : null}
        <Text as="h2" fontWeight="semibold" fontSize="md" py="2">
          {heading}
        </Text>
      </Flex>
      <chakra.ul listStyleType="none" m="0" p="0">
        {group.items.map((item) => (
          <CartLine key={item.art_id} item={item} actions={actions} />
        ))}
      </chakra.ul>
      {footer}
    </Box>
  );
}
