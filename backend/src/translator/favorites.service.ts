import {
  ConflictException,
  Injectable,
  NotFoundException,
} from '@nestjs/common';
import { DataSource } from 'typeorm';
import { FavoriteDto } from './dto/translate.dto';

const COLUMNS = `id, source_text, target_text, arabic_script, source_language, target_language, engine,
                 feminine_mode, created_at`;

/** A member's saved translations. */
@Injectable()
export class FavoritesService {
  constructor(private readonly dataSource: DataSource) {}

  async add(userId: number, dto: FavoriteDto) {
    try {
      const [row] = await this.dataSource.query(
        `INSERT INTO favorites (user_id, source_text, target_text, arabic_script, source_language, target_language, engine, feminine_mode)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8) RETURNING ${COLUMNS}`,
        [
          userId,
          dto.source_text.trim(),
          dto.target_text.trim(),
          dto.arabic_script?.trim() ?? '',
          dto.source_language,
          dto.target_language,
          dto.engine,
          !!dto.feminine_mode,
        ],
      );
      return row;
    } catch (error) {
      if (
        (error as { driverError?: { code?: string } }).driverError?.code ===
        '23505'
      ) {
        throw new ConflictException(
          'This translation is already in your favorites',
        );
      }
      throw error;
    }
  }

  list(userId: number) {
    return this.dataSource.query(
      `SELECT ${COLUMNS} FROM favorites WHERE user_id = $1 ORDER BY created_at DESC, id DESC LIMIT 200`,
      [userId],
    );
  }

  async remove(userId: number, id: number): Promise<void> {
    const [, affected] = await this.dataSource.query(
      'DELETE FROM favorites WHERE id = $1 AND user_id = $2',
      [id, userId],
    );
    if (affected === 0) throw new NotFoundException('Favorite not found');
  }
}
