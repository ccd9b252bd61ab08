import { Injectable } from '@nestjs/common';
import { isUniqueViolation } from '../database/db';
import { FavoriteDto } from './dto/translate.dto';
import { Favorite, FavoritesRepository } from './favorites.repository';
import { ApiError, notFound } from '../common/http-error';
import { assertDifferentLanguages } from './translator-languages';

/** How many favorites a member's list shows, newest first. */
const LIST_SIZE = 200;

/** A member's saved translations. */
@Injectable()
export class FavoritesService {
  constructor(private readonly repo: FavoritesRepository) {}

  async add(userId: number, dto: FavoriteDto): Promise<Favorite> {
    assertDifferentLanguages(dto.source_language, dto.target_language);
    try {
      return await this.repo.insertFavorite({
        userId,
        sourceText: dto.source_text.trim(),
        targetText: dto.target_text.trim(),
        arabicScript: dto.arabic_script?.trim() ?? '',
        sourceLanguage: dto.source_language,
        targetLanguage: dto.target_language,
        engine: dto.engine,
        feminineMode: !!dto.feminine_mode,
      });
    } catch (error) {
      if (isUniqueViolation(error)) {
        throw new ApiError(
          409,
          'favorite_exists',
          'This translation is already in your favorites',
        );
      }
      throw error;
    }
  }

  list(userId: number): Promise<Favorite[]> {
    return this.repo.findLatestForUser(userId, LIST_SIZE);
  }

  async remove(userId: number, id: number): Promise<void> {
    if (!(await this.repo.deleteForUser(userId, id)))
      throw notFound('Favorite');
  }
}
