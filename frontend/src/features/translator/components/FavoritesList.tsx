import {
  Card,
  Flex,
  Heading,
  IconButton,
  Skeleton,
  Text,
} from '@radix-ui/themes';
import { useRef } from 'react';
import { isUnauthorizedError } from '../../../api/http';
import { useSignInPrompt } from '../../../shared/session/use-sign-in-prompt';
import { useToast } from '../../../shared/toasts/use-toast';
import { TrashIcon } from '../../../ui/feature-icons';
import { ErrorState } from '../../../ui/ErrorState';
import { useFavorites } from '../api/get-favorites';
import { useRemoveFavorite } from '../api/remove-favorite';
import { asMessageId, useTranslatorIntl } from '../hooks/use-translator-intl';
import type { Favorite } from '../types';
import { SavedTranslation } from './SavedTranslation';

/** The start of a text, as a button's label names it: 40 characters at most. */
function labelText(text: string): string {
  const characters = [...text.trim()];
  return characters.length > 40
    ? `${characters.slice(0, 40).join('')}…`
    : characters.join('');
}

/** The member's saved translations, each with a Remove button. */
export function FavoritesList() {
  const { t } = useTranslatorIntl();
  const { toast } = useToast();
  const favorites = useFavorites();
  const removeFavorite = useRemoveFavorite();
  const promptSignIn = useSignInPrompt();

  // The favorites being removed, marked at the click itself: a second click
  // of a double-click comes before the render that disables the button.
  const removing = useRef(new Set<Favorite['id']>());

  const remove = async (favorite: Favorite) => {
    if (removing.current.has(favorite.id)) return;
    removing.current.add(favorite.id);
    try {
      await removeFavorite.mutateAsync(favorite.id);
    } catch (error) {
      // The session ended (expired, or signed out elsewhere): sign in again.
      if (isUnauthorizedError(error)) {
        promptSignIn(asMessageId('translator.signIn.favorites'));
        return;
      }
      toast({
        variant: 'destructive',
        title: t('translator.toast.errorTitle'),
        description: t('translator.favorites.removeError'),
      });
    } finally {
      removing.current.delete(favorite.id);
    }
  };

  return (
    <Card size="3" data-testid="translator-favorites">
      <Flex direction="column" gap="3">
        <Heading as="h2" size="4">
          {t('translator.favorites.title')}
        </Heading>
        {favorites.isPending ? (
          <Skeleton height="64px" />
        ) : favorites.isError ? (
          <ErrorState onRetry={() => void favorites.refetch()} />
        ) : favorites.data.length === 0 ? (
          <Text as="p" size="2" color="gray">
            {t('translator.favorites.empty')}
          </Text>
        ) : (
          <ul className="translator-saved-list">
            {favorites.data.map((favorite) => (
              <SavedTranslation
                key={favorite.id}
                sourceText={favorite.source_text}
                translation={favorite.target_text}
                arabicScript={favorite.arabic_script}
                sourceLanguage={favorite.source_language}
                targetLanguage={favorite.target_language}
                testId="translator-favorite-item"
                action={
                  <IconButton
                    type="button"
                    variant="ghost"
                    color="gray"
                    // Each button names its favorite, so that a screen reader
                    // tells them apart.
                    aria-label={t('translator.favorites.remove', {
                      text: labelText(favorite.source_text),
                    })}
                    disabled={
                      removeFavorite.isPending &&
                      removeFavorite.variables === favorite.id
                    }
                    onClick={() => void remove(favorite)}
                  >
                    <TrashIcon />
                  </IconButton>
                }
              />
            ))}
          </ul>
        )}
      </Flex>
    </Card>
  );
}
