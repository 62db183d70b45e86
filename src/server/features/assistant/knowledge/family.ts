/**
 * Tio's knowledge base of fields: for every occupation an expert can have on Tio, what the expert
 * does and the everyday words people use when they need one (problems, symptoms, synonyms, a few
 * Spanish/German/French cues). Pure data; the offline assistant indexes it (assistant.engine.ts).
 * Cues are separated by ';'. Write how people talk about the problem, not the person they talk about
 * it with: "my boss", "my wife" or "mortgage" is context, and a cue made of context pulls every
 * message that mentions it towards one field.
 */
export interface OccupationEntry {
  title: string
  family: string
  description: string
  cues: string
}

export type Row = [title: string, description: string, cues: string]

export const family = (name: string, rows: Row[]): OccupationEntry[] =>
  rows.map(([title, description, cues]) => ({ title, family: name, description, cues }))
