import { Box, chakra, Flex, HStack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { FileUploadField } from '@web/components/ui/file-upload-field';
import { ProgressBar } from '@web/components/ui/progress-bar';
import { useUpload, type UploadState } from '@web/lib/upload';

/**
 * The photo of the profile editor. A chosen photo goes to S3 at once (progress and Cancel beside
 * the picker); the profile takes it only on Save (`setProfileImage`), so Cancel leaves the old one.
 */
export function useProfilePhoto() {
  const upload = useUpload('profile-image');
  const latest = useRef<Promise<{ key: string }> | null>(null);
  const [key, setKey] = useState<string | null>(null);
  const [preview, setPreview] = useState<string | null>(null);

  useEffect(() => () => (preview ? URL.revokeObjectURL(preview) : undefined), [preview]);

  // The picker uploads through this, so Save can wait for the very upload that is running.
  const tracked: UploadState = {
    ...upload,
    upload: (file) => {
      const running = upload.upload(file);
      latest.current = running;
      return running;
    },
  };

  return {
    upload: tracked,
    preview,
    /** 0 to 100 while uploading. */
    percent: Math.round(upload.progress * 100),
    uploading: upload.uploading,
    onFileSelected(file: File | null) {
      setKey(null);
      setPreview(file ? URL.createObjectURL(file) : null);
    },
    onUploaded: setKey,
    /**
     * The key to attach on Save: null when no new photo is ready. Waits for an upload still
     * running; rejects when it fails or is cancelled (AbortError).
     */
    async keyForSave(): Promise<string | null> {
      if (upload.uploading && latest.current) return (await latest.current).key;
      return key;
    },
  };
}

export type ProfilePhoto = ReturnType<typeof useProfilePhoto>;

/** The preview and the picker, its progress and errors right beside it. */
export function ProfilePhotoPicker({ photo, currentImage }: { photo: ProfilePhoto; currentImage: string }) {
  return (
    <Flex gap="6" align={{ base: 'flex-start', sm: 'center' }} direction={{ base: 'column', sm: 'row' }}>
      <chakra.img
        src={photo.preview ?? currentImage}
        alt="Profile photo preview"
        width="120px"
        height="120px"
        flexShrink={0}
        borderRadius="full"
        objectFit="cover"
        borderWidth="3px"
        borderColor="brand.100"
      />
      <Box flex="1" minW="0" w="full">
        <FileUploadField
          label="Profile photo"
          purpose="profile-image"
          upload={photo.upload}
          onFileSelected={photo.onFileSelected}
          onUploaded={photo.onUploaded}
          helperText="JPG, PNG or WebP, up to 10 MB. It uploads as soon as you choose it and becomes your photo when you save."
        />
      </Box>
    </Flex>
  );
}

/** Beside Save, when Save was pressed while the photo was still uploading: saving follows it. */
export function PhotoSaveProgress({ percent }: { percent: number }) {
  return (
    <HStack gap="3" flex={{ base: '1 1 100%', sm: '0 1 auto' }} minW="0">
      <ProgressBar
        value={percent}
        label="Photo upload before saving"
        fill="brand.500"
        flex={{ base: '1', sm: 'none' }}
        w={{ sm: '32' }}
      />
      <Text fontSize="sm" color="fg.muted" whiteSpace="nowrap">
        Uploading photo {percent}%, then saving
      </Text>
    </HStack>
  );
}
