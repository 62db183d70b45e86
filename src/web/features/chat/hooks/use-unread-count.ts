/** Placeholder until messages land: how many chats have an unread latest message for the viewer. */
export function useUnreadCount(): number {
  return 0
}
