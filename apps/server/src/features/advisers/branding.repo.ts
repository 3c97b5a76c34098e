import { DEFAULT_HEADER_BACKGROUND, type Branding } from '@brokerdesk/contract';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { formatPhoneForDisplay } from '../../phone';
import { advisers, users } from '../../db/schema';

/** An adviser's public branding, as the header of the adviser and of their clients shows it. */
export async function findBranding(db: Db, adviserId: number): Promise<Branding | null> {
  const [row] = await db
    .select({ adviser: advisers, user: users })
    .from(advisers)
    .innerJoin(users, eq(users.id, advisers.user_id))
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
    phone_display: formatPhoneForDisplay(adviser.phone_mobile || adviser.phone_office),
    header_background: adviser.header_background || DEFAULT_HEADER_BACKGROUND,
    header_text: adviser.header_text,
    logo_url: null,
    profile_image_url: null,
  };
}
