import Image from 'next/image';
import styles from './avatar.module.css';

export const GENERIC_AVATAR = '/images/avatar.svg';

/** The avatar rule of the spec: the user's picture, else the social picture, else a generic avatar. */
export function avatarUrl(user: { picture: string | null; facebook: { picture: string | null } }): string {
  return user.picture || user.facebook.picture || GENERIC_AVATAR;
}

type AvatarProps = { src: string; name: string; size?: number };

export function Avatar({ src, name, size = 112 }: AvatarProps) {
  return (
    <span className={styles.avatar} style={{ width: size, height: size }}>
      <Image
        src={src}
        alt={`${name}’s profile picture`}
        width={size}
        height={size}
        unoptimized
        className={styles.image}
      />
    </span>
  );
}
