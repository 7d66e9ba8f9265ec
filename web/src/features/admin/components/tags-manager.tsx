import { Button, chakra, Field, Flex, Input, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useCallback, useMemo, useState } from 'react';
import { createTagBodySchema, type Tag } from '@shared/schemas/tags';
import { useConfirm } from '@web/components/ui/confirm-dialog';
import { FormAlert } from '@web/components/ui/form-alert';
import { Pager } from '@web/components/ui/pager';
import { FieldError, useDescribedBy } from '@web/components/ui/text-field';
import { useTags } from '@web/api/tags';
import { useCreateTag, useDeleteTag } from '../api/admin';
import { useFlash } from '@web/lib/use-flash';
import { userMessage } from '@web/lib/api-client';
import { useZodForm } from '@web/lib/use-zod-form';
import { filterTags, TAG_MESSAGES } from '../utils/tags';
import { DataTable, EmptyRow, Td, Th } from './data-table';
import { SearchField } from './search-field';
import { TagEditModal } from './tag-edit-modal';

export const TAGS_PAGE_SIZE = 10;

/** Stable while loading, so the filtered list is not recomputed every render. */
const NO_TAGS: readonly Tag[] = [];

/** Tags: add, search, rename and delete, ten to a page. */
export function TagsManager() {
  const tags = useTags({ staleTime: 0 });
  const createTag = useCreateTag();
  const deleteTag = useDeleteTag();
  const [confirm, confirmDialog] = useConfirm();
  const [flash, setFlash] = useFlash();
  const addForm = useZodForm(createTagBodySchema, { defaultValues: { name: '' } });
  const newName = addForm.field('name');
  const newNameDescribed = useDescribedBy(newName.error);
  const [editing, setEditing] = useState<Tag | null>(null);

  // Tags are one small list, read whole by the pickers too (one partition): searched and paged here.
  const [search, setSearchText] = useState('');
  const [page, setPage] = useState(1);
  const matches = useMemo(() => filterTags(tags.data ?? NO_TAGS, search), [tags.data, search]);
  const pageCount = Math.max(1, Math.ceil(matches.length / TAGS_PAGE_SIZE));
  const current = Math.min(page, pageCount);
  const pageItems = matches.slice((current - 1) * TAGS_PAGE_SIZE, current * TAGS_PAGE_SIZE);
  const setSearch = useCallback((value: string) => {
    setSearchText(value);
    setPage(1);
  }, []);

  const closeEditor = useCallback(() => setEditing(null), []);
  const onRenamed = useCallback(() => {
    setEditing(null);
    setFlash({ status: 'success', text: TAG_MESSAGES.updated });
  }, [setFlash]);

  const onAdd = addForm.handleSubmit(
    async ({ name }) => {
      setFlash(null);
      try {
        await createTag.mutateAsync(name);
        addForm.reset({ name: '' });
        setFlash({ status: 'success', text: TAG_MESSAGES.added });
      } catch (err) {
        console.error('Failed to add the tag', err);
        setFlash({ status: 'error', text: userMessage(err, TAG_MESSAGES.addFailed) });
      }
    },
    () => setFlash(null),
  );

  async function onDelete(tag: Tag) {
    const sure = await confirm({
      title: 'Are you sure?',
      message: `The tag "${tag.name}" will be deleted. You won't be able to revert this!`,
      confirmLabel: 'Delete',
      destructive: true,
    });
    if (!sure) return;
    setFlash(null);
    try {
      await deleteTag.mutateAsync(tag.id);
      setFlash({ status: 'success', text: TAG_MESSAGES.deleted });
    } catch (err) {
      console.error('Failed to delete the tag', err);
      setFlash({ status: 'error', text: TAG_MESSAGES.deleteFailed });
    }
  }

  return (
    <Stack gap="5">
      {flash ? <FormAlert status={flash.status}>{flash.text}</FormAlert> : null}
      {tags.isError && !tags.data ? <FormAlert status="error">Failed to load tags.</FormAlert> : null}

      <chakra.form
        onSubmit={(e) => void onAdd(e)}
        noValidate
        p={{ base: '4', md: '5' }}
        borderWidth="1px"
        borderRadius="xl"
        bg="bg"
      >
        <Field.Root invalid={Boolean(newName.error)} ids={newNameDescribed.ids}>
          <Field.Label>New tag</Field.Label>
          <Flex gap="3" w="full" direction={{ base: 'column', sm: 'row' }}>
            <Input
              {...newName.register}
              aria-describedby={newNameDescribed.by}
              placeholder="e.g. Weaving"
              maxLength={50}
              autoComplete="off"
            />
            <Button
              type="submit"
              colorPalette="brand"
              loading={createTag.isPending}
              loadingText="Adding"
              flexShrink={0}
            >
              Add
            </Button>
          </Flex>
          {newName.error ? <FieldError>{newName.error}</FieldError> : null}
        </Field.Root>
      </chakra.form>

      <Flex>
        <SearchField label="Search tags" placeholder="Tag name" value={search} onChange={setSearch} />
      </Flex>

      <div>
        <DataTable caption="Tags" minW="320px">
          <thead>
            <tr>
              <Th scope="col">Name</Th>
              <Th scope="col" textAlign="end">
                Actions
              </Th>
            </tr>
          </thead>
          <tbody>
            {tags.isPending ? (
              <tr>
                <Td colSpan={2}>
                  <Skeleton h="8" role="status" aria-label="Loading tags" />
                </Td>
              </tr>
            ) : matches.length === 0 ? (
              <EmptyRow colSpan={2}>No tags found.</EmptyRow>
            ) : (
              pageItems.map((tag) => (
                <tr key={tag.id}>
                  <Td>
                    <Text fontWeight="medium" wordBreak="break-word">
                      {tag.name}
                    </Text>
                  </Td>
                  <Td>
                    <Flex gap="2" justify="flex-end">
                      <Button
                        size="xs"
                        variant="outline"
                        aria-label={`Edit ${tag.name}`}
                        onClick={() => setEditing(tag)}
                      >
                        Edit
                      </Button>
                      <Button
                        size="xs"
                        variant="outline"
                        colorPalette="red"
                        aria-label={`Delete ${tag.name}`}
                        onClick={() => void onDelete(tag)}
                        disabled={deleteTag.isPending && deleteTag.variables === tag.id}
                      >
                        Delete
                      </Button>
                    </Flex>
                  </Td>
                </tr>
              ))
            )}
          </tbody>
        </DataTable>
        <Pager
          from={matches.length === 0 ? 0 : (current - 1) * TAGS_PAGE_SIZE + 1}
          to={Math.min(matches.length, current * TAGS_PAGE_SIZE)}
          total={matches.length}
          hasPrevious={current > 1}
          hasNext={current < pageCount}
          onPrevious={() => setPage(current - 1)}
          onNext={() => setPage(current + 1)}
        />
      </div>

      <TagEditModal tag={editing} onClose={closeEditor} onSaved={onRenamed} />
      {confirmDialog}
    </Stack>
  );
}
