import {
  Column,
  CreateDateColumn,
  Entity,
  PrimaryGeneratedColumn,
} from 'typeorm';

import type { AccountType, User } from '../user';

/** The users table; only the users feature's repository reads it. */
@Entity('users')
export class UserEntity implements User {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'citext' })
  email: string;

  @Column({ type: 'citext' })
  username: string;

  @Column({ name: 'password_hash', type: 'text', select: false })
  passwordHash: string;

  @Column({ name: 'first_name', type: 'varchar', nullable: true })
  firstName: string | null;

  @Column({ name: 'last_name', type: 'varchar', nullable: true })
  lastName: string | null;

  @Column({ name: 'profile_image_url', type: 'text', nullable: true })
  profileImageUrl: string | null;

  @Column({
    name: 'native_languages',
    type: 'text',
    array: true,
    default: () => "'{}'",
  })
  nativeLanguages: string[];

  @Column({
    name: 'learning_languages',
    type: 'text',
    array: true,
    default: () => "'{}'",
  })
  learningLanguages: string[];

  @Column({ name: 'is_admin', type: 'boolean', default: false })
  isAdmin: boolean;

  @Column({ name: 'account_type', type: 'varchar', default: 'free' })
  accountType: AccountType;

  @Column({ name: 'total_answers', type: 'int', default: 0 })
  totalAnswers: number;

  @Column({ name: 'total_likes', type: 'int', default: 0 })
  totalLikes: number;

  @Column({ name: 'quality_points', type: 'int', default: 0 })
  qualityPoints: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
