import { Button } from '@radix-ui/themes';
import { parseApiError } from '../../../api/http';
import { useToast } from '../../../shared/toasts/use-toast';
import { HeartIcon } from '../../../ui/feature-icons';
import { useAddFavorite } from '../api/add-favorite';
import { useTranslatorIntl } from '../hooks/use-translator-intl';
import type { TranslatorState } from '../state/translator-reducer';

/**
 * Saves the translation on screen with the request it answers. After a swap the text
 * on screen is the member's own, so there is nothing to save until the next answer.
 */
export function FavoriteButton({ state }: { state: TranslatorState }) {
  const { t } = useTranslatorIntl();
  const { toast } = useToast();
  const addFavorite = useAddFavorite();
  const { resultOf, engine } = state;

  const save = async () => {
    if (!resultOf || !engine) return;
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
      const { status } = parseApiError(error);
      if (status === 409) {
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
    }
  };

  return (
    <Button
      type="button"
      variant="soft"
      onClick={() => void save()}
      disabled={!resultOf || !engine || addFavorite.isPending}
      loading={addFavorite.isPending}
      data-testid="translator-favorite"
    >
      <HeartIcon />
      {t('translator.actions.favorite')}
    </Button>
  );
}
