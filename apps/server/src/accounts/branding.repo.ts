import { type Branding, defaultHeaderBackground, formatPhone } from '@brokerdesk/contract';
import { and, eq, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../db/client';
import { advisers, files, users } from '../db/schema';
import { publicFileUrl } from '../http/file-urls';

const logoFile = alias(files, 'logo_file');
const profileFile = alias(files, 'profile_file');

/** An adviser's public branding, as the header of the adviser and of their clients shows it. */
export async function findBranding(db: Db, adviserId: number): Promise<Branding | null> {
  const [row] = await db
    .select({ adviser: advisers, user: users, logoKey: logoFile.storage_key, profileKey: profileFile.storage_key })
    .from(advisers)
    .innerJoin(users, eq(users.id, advisers.user_id))
    // A deleted file row never shows, even if the adviser's column still pointed at it.
    .leftJoin(logoFile, and(eq(logoFile.id, advisers.logo_file_id), isNull(logoFile.deleted_at)))
    .leftJoin(profileFile, and(eq(profileFile.id, advisers.profile_image_file_id), isNull(profileFile.deleted_at)))
    .where(and(eq(advisers.id, adviserId), isNull(advisers.deleted_at)));
  if (!row) return null;
  const { adviser, user } = row;
  return {
    adviser_id: adviser.id,
    kind: adviser.kind,
    first_name: user.first_name,
    last_name: user.last_name,
    email: user.email,
    company: adviser.company,
    phone_office: adviser.phone_office,
    phone_mobile: adviser.phone_mobile,
    phone_display: formatPhone(adviser.phone_mobile || adviser.phone_office),
    header_background: adviser.header_background || defaultHeaderBackground(adviser.kind),
    header_text: adviser.header_text,
    logo_url: row.logoKey ? publicFileUrl(row.logoKey) : null,
    profile_image_url: row.profileKey ? publicFileUrl(row.profileKey) : null,
    video: adviser.video,
  };
}
