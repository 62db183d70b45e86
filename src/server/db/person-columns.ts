/**
 * A person's id, names and photo as every public view shows them, from the columns profiles and
 * expert_applications both hold (experts and regular users alike).
 */
export function nameAndPhoto(row: { user_id: string; display_name: string; first_name: string; last_name: string; photo_url: string }) {
  return {
    uid: row.user_id,
    displayName: row.display_name,
    firstName: row.first_name,
    lastName: row.last_name,
    photoURL: row.photo_url,
  }
}
