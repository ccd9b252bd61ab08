import { Button } from '@radix-ui/themes';
import { useRef } from 'react';
import { isUnauthorizedError, parseApiError } from '../../../api/http';
import { useSignInPrompt } from '../../../shared/session/use-sign-in-prompt';
import { useToast } from '../../../shared/toasts/use-toast';
import { HeartIcon } from '../../../ui/feature-icons';
import { useAddFavorite } from '../api/add-favorite';
import { useFavorites } from '../api/get-favorites';
import { asMessageId, useTranslatorIntl } from '../hooks/use-translator-intl';
import type { TranslatorState } from '../state/translator-reducer';

/**
 * Saves the translation on screen with the request it answers. After a swap the text
 * on screen is the member's own, so there is nothing to save until the next answer.
 * A translation already among the member's favorites (the list beside it, which
 * the server keys by texts and languages) shows as saved, with a filled heart;
 * the list is where a favorite is removed.
 */
export function FavoriteButton({ state }: { state: TranslatorState }) {
  const { t } = useTranslatorIntl();
  const { toast } = useToast();
  const addFavorite = useAddFavorite();
  const favorites = useFavorites();
  const promptSignIn = useSignInPrompt();
  const { resultOf, engine } = state;
  const saved =
    resultOf !== null &&
    (favorites.data ?? []).some(
      (favorite) =>
        favorite.source_text === resultOf.text &&
        favorite.target_text === state.translation &&
        favorite.source_language === resultOf.source_language &&
        favorite.target_language === resultOf.target_language,
    );

  // Set at the click itself: a second click of a double-click comes before
  // the render that shows the save under way.
  const saving = useRef(false);

  const save = async () => {
    if (!resultOf || !engine || saved || saving.current) return;
    saving.current = true;
    try {
      await addFavorite.mutateAsync({
        source_text: resultOf.text,
        target_text: state.translation,
        arabic_script: state.arabicScript,
        source_language: resultOf.source_language,
        target_language: resultOf.target_language,
        engine,
        feminine_mode: resultOf.feminine_mode,
      });
      toast({
        title: t('translator.favorite.successTitle'),
        description: t('translator.favorite.successDescription'),
      });
    } catch (error) {
      // The session ended (expired, or signed out elsewhere): sign in again.
      if (isUnauthorizedError(error)) {
        promptSignIn(asMessageId('translator.signIn.favorites'));
        return;
      }
      const { status } = parseApiError(error);
      if (status === 409) {
        // Saved earlier: the list shows it once read again.
        void favorites.refetch();
        toast({
          title: t('translator.favorite.duplicateTitle'),
          description: t('translator.favorite.duplicateDescription'),
        });
        return;
      }
      toast({
        variant: 'destructive',
        title: t('translator.toast.errorTitle'),
        description: t('translator.favorite.errorDescription'),
      });
    } finally {
      saving.current = false;
    }
  };

  return (
    <Button
      type="button"
      variant="soft"
      onClick={() => void save()}
      disabled={!resultOf || !engine}
      // Saving or saved: it does nothing, but keeps the focus it was pressed with.
      aria-disabled={saved || addFavorite.isPending || undefined}
      data-disabled={saved || addFavorite.isPending || undefined}
      loading={addFavorite.isPending}
      data-saved={saved || undefined}
      data-testid="translator-favorite"
    >
      <HeartIcon fill={saved ? 'currentColor' : 'none'} />
      {saved
        ? t('translator.favorite.saved')
        : t('translator.actions.favorite')}
    </Button>
  );
}
