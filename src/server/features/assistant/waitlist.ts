import { BUS_EVENTS } from '../../../shared/bus-events'
import { randomUUID } from 'node:crypto'
import type { Kysely } from 'kysely'
import type { AssistantLanguage } from '../../../shared/schemas/assistant-text'
import type { AppContext } from '../../context'
import type { DB } from '../../db/schema'
import { expertPagesOf } from '../experts'
import { loadProfileFields } from './fields'
import { OCCUPATIONS } from './knowledge/occupations'
import { titleIn } from './knowledge/titles'

/**
 * "Tell me when one joins" (issue 24 item 5): a signed-in user waits for the first approved expert of a
 * field Tio Chat named but had nobody for. Each approval is announced on the bus ('experts.changed');
 * every server instance hears it, and each waiting row is claimed by one conditional UPDATE, so one
 * email goes out per person however many instances race.
 */

const key = (field: string) => field.trim().toLowerCase()

/** Idempotent: asking twice for the same field keeps one request. */
/** Fields one person may wait for at once: the field is free text, so without a cap an account could store rows without end. */
export const WAITLIST_MAX_FIELDS = 30

export async function joinWaitlist(db: Kysely<DB>, userId: string, field: string, language: AssistantLanguage): Promise<void> {
  await db
    .insertInto('assistant_waitlist')
    .values({
      id: randomUUID(),
      user_id: userId,
      field: field.trim(),
      field_key: key(field),
      language,
      created_at: new Date().toISOString(),
      notified_at: null,
      expert_id: null,
    })
    .onConflict((oc) => oc.columns(['user_id', 'field_key']).doNothing())
    .execute()
}

/** Idempotent: a request not made (or already answered) is nothing to undo. */
export async function leaveWaitlist(db: Kysely<DB>, userId: string, field: string): Promise<void> {
  await db
    .deleteFrom('assistant_waitlist')
    .where('user_id', '=', userId)
    .where('field_key', '=', key(field))
    .where('notified_at', 'is', null)
    .execute()
}

/** The fields the user still waits for. */
export async function waitingFields(db: Kysely<DB>, userId: string): Promise<string[]> {
  const rows = await db
    .selectFrom('assistant_waitlist')
    .select('field')
    .where('user_id', '=', userId)
    .where('notified_at', 'is', null)
    .orderBy('created_at')
    .execute()
  return rows.map((r) => r.field)
}

const MAIL: Record<AssistantLanguage, (field: string, name: string, url: string) => [subject: string, text: string]> = {
  en: (f, n, u) => [
    `A ${f} just joined Tio`,
    `You asked Tio Chat to tell you when the first ${f} joins Tio. ${n} has just been approved:\n${u}\n\nThe Tio team`,
  ],
  es: (f, n, u) => [
    `Ya hay un ${f} en Tio`,
    `Pediste a Tio Chat que te avisara cuando el primer ${f} se uniera a Tio. ${n} acaba de ser aprobado/a:\n${u}\n\nEl equipo de Tio`,
  ],
  de: (f, n, u) => [
    `Neu auf Tio: ${f}`,
    `Du wolltest von Tio Chat erfahren, wann der/die erste ${f} zu Tio kommt. ${n} wurde gerade zugelassen:\n${u}\n\nDein Tio-Team`,
  ],
  fr: (f, n, u) => [
    `Un ${f} vient d'arriver sur Tio`,
    `Vous avez demandé à Tio Chat d'être prévenu quand un premier ${f} rejoindrait Tio. ${n} vient d'être approuvé·e :\n${u}\n\nL'équipe Tio`,
  ],
  pt: (f, n, u) => [
    `Já há um ${f} na Tio`,
    `Pediu ao Tio Chat para o avisar quando o primeiro ${f} chegasse à Tio. ${n} acabou de ser aprovado/a:\n${u}\n\nA equipa Tio`,
  ],
  it: (f, n, u) => [
    `È arrivato un ${f} su Tio`,
    `Hai chiesto a Tio Chat di avvisarti quando il primo ${f} sarebbe arrivato su Tio. ${n} è appena stato/a approvato/a:\n${u}\n\nIl team di Tio`,
  ],
}

/**
 * Mails everyone waiting for a field that now has an approved expert. Each request is claimed with
 * `UPDATE … WHERE notified_at IS NULL` before its email: a claim that changed no row was another
 * instance's. Answers how many emails this call sent.
 */
export async function notifyWaiting(ctx: AppContext): Promise<number> {
  const { db } = ctx.database
  const waiting = await db.selectFrom('assistant_waitlist').select(['field_key']).distinct().where('notified_at', 'is', null).execute()
  if (waiting.length === 0) return 0
  const fields = new Map((await loadProfileFields(db, OCCUPATIONS)).map((f) => [f.title.toLowerCase(), f]))
  let sent = 0
  for (const { field_key } of waiting) {
    const expertId = fields.get(field_key)?.best[0]
    if (!expertId) continue
    const [expert] = await expertPagesOf(db, [expertId])
    if (!expert) continue
    const rows = await db
      .selectFrom('assistant_waitlist')
      .innerJoin('user', 'user.id', 'assistant_waitlist.user_id')
      .select(['assistant_waitlist.id', 'assistant_waitlist.field', 'assistant_waitlist.language', 'user.email'])
      .where('assistant_waitlist.field_key', '=', field_key)
      .where('assistant_waitlist.notified_at', 'is', null)
      .execute()
    for (const row of rows) {
      const claimed = await db
        .updateTable('assistant_waitlist')
        .set({ notified_at: new Date().toISOString(), expert_id: expertId })
        .where('id', '=', row.id)
        .where('notified_at', 'is', null)
        .executeTakeFirst()
      if (Number(claimed.numUpdatedRows) !== 1) continue
      const language: AssistantLanguage = row.language in MAIL ? (row.language as AssistantLanguage) : 'en'
      const [subject, text] = MAIL[language](
        titleIn(language, row.field),
        expert.display_name,
        `${ctx.config.publicUrl}/expert/${encodeURIComponent(expert.custom_url)}`,
      )
      try {
        await ctx.mailer.send({ to: row.email, subject, text })
        sent++
      } catch (error) {
        // Not sent: the request waits again for the next announcement.
        ctx.logger.error({ err: error, waitlistId: row.id }, 'waitlist email failed')
        await db.updateTable('assistant_waitlist').set({ notified_at: null, expert_id: null }).where('id', '=', row.id).execute()
      }
    }
  }
  return sent
}

/** Listens for approvals on the bus (every instance does; the claims keep it to one email). */
export function watchApprovals(ctx: AppContext): { start: () => void; close: () => Promise<void> } {
  let unsubscribe: Promise<() => Promise<void>> | undefined
  let running: Promise<unknown> = Promise.resolve()
  const run = () => {
    running = running
      .then(() => notifyWaiting(ctx))
      .catch((error: unknown) => ctx.logger.error({ err: error }, 'waitlist notification failed'))
  }
  return {
    start() {
      if (unsubscribe) return
      unsubscribe = ctx.bus.subscribe(BUS_EVENTS.EXPERTS_CHANGED, run)
      // Approvals made while no instance listened.
      void unsubscribe.then(run)
    },
    async close() {
      const pending = unsubscribe
      unsubscribe = undefined
      if (pending) await (await pending.catch(() => async () => {}))()
      await running
    },
  }
}
