import { Alert, Button, FileButton, Group, Text } from '@mantine/core';
import { useState } from 'react';
import { useController } from 'react-hook-form';
import { CARD_PHOTO_TYPES, isCardPhoto } from '../../shared/schemas/booth';
import { BOOTH_TEXT } from './texts';

/**
 * A photo of the visitor's business card, from the tablet's rear camera (or its photos): it rides
 * with the lead as an image for the staff to read, so no text is read out of it here.
 */
export function CardPhoto() {
  const { field } = useController<{ cardPhoto: File | null }, 'cardPhoto'>({ name: 'cardPhoto' });
  const [refused, setRefused] = useState(false);
  const photo = field.value;
  const take = (file: File | null) => {
    if (!file) return;
    const fits = isCardPhoto(file);
    setRefused(!fits);
    if (fits) field.onChange(file);
  };
  return (
    <div>
      <Group gap="sm">
        <FileButton accept={CARD_PHOTO_TYPES.join(',')} capture="environment" onChange={take}>
          {(props) => (
            <Button {...props} variant="light" size="md">
              {BOOTH_TEXT.cardPhoto}
            </Button>
          )}
        </FileButton>
        {photo && (
          <>
            <Text size="sm">{BOOTH_TEXT.cardPhotoTaken}</Text>
            <Button variant="subtle" size="sm" onClick={() => field.onChange(null)}>
              {BOOTH_TEXT.removePhoto}
            </Button>
          </>
        )}
      </Group>
      {refused && (
        <Alert color="red" variant="light" role="alert" mt="xs">
          {BOOTH_TEXT.photoRefused}
        </Alert>
      )}
    </div>
  );
}
