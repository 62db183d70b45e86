import { useState, type FormEvent } from 'react'
import type { AssistantConversation } from '../../../../shared/schemas/assistant'
import { ASSISTANT_TITLE_MAX } from '../../../../shared/schemas/assistant-text'
import { Button } from '../../../ui/button'
import { cn } from '../../../ui/cn'
import { TextField } from '../../../ui/field'

interface Props {
  conversations: AssistantConversation[] | null
  activeId: string | null
  onOpen: (id: string) => void
  onNew: () => void
  onRename: (id: string, title: string) => Promise<void>
  onDelete: (id: string) => Promise<void>
}

/** The user's Tio Chat conversations: open, rename, delete. */
export function AssistantConversationList({ conversations, activeId, onOpen, onNew, onRename, onDelete }: Props) {
  return (
    <nav aria-label="Tio Chat conversations" className="flex h-full flex-col">
      <div className="p-3">
        <Button className="w-full" onClick={onNew}>
          New conversation
        </Button>
      </div>
      {conversations === null ? (
        <p className="px-4 text-sm text-ink-muted" role="status">
          Loading conversations…
        </p>
      ) : conversations.length === 0 ? (
        <p className="px-4 text-sm text-ink-muted">No conversations yet. Ask Tio anything to start one.</p>
      ) : (
        <ul className="min-h-0 flex-1 overflow-y-auto px-2 pb-3">
          {conversations.map((c) => (
            <ConversationItem
              key={c.id}
              conversation={c}
              active={c.id === activeId}
              onOpen={onOpen}
              onRename={onRename}
              onDelete={onDelete}
            />
          ))}
        </ul>
      )}
    </nav>
  )
}

function ConversationItem({
  conversation,
  active,
  onOpen,
  onRename,
  onDelete,
}: {
  conversation: AssistantConversation
  active: boolean
  onOpen: (id: string) => void
  onRename: (id: string, title: string) => Promise<void>
  onDelete: (id: string) => Promise<void>
}) {
  const [mode, setMode] = useState<'view' | 'rename' | 'delete'>('view')
  const [title, setTitle] = useState(conversation.title)
  const [error, setError] = useState<string | undefined>()
  const [busy, setBusy] = useState(false)

  async function submitRename(event: FormEvent) {
    event.preventDefault()
    const trimmed = title.trim()
    if (!trimmed) return setError('Enter a name for the conversation.')
    setBusy(true)
    try {
      await onRename(conversation.id, trimmed)
      setMode('view')
      setError(undefined)
    } catch (e) {
      setError(e instanceof Error ? e.message : 'Could not rename the conversation.')
    } finally {
      setBusy(false)
    }
  }

  if (mode === 'rename') {
    return (
      <li className="rounded-lg p-2">
        <form onSubmit={(e) => void submitRename(e)} className="space-y-2">
          <TextField
            label="Conversation name"
            value={title}
            maxLength={ASSISTANT_TITLE_MAX}
            onChange={(e) => setTitle(e.target.value)}
            error={error}
            autoFocus
          />
          <div className="flex gap-2">
            <Button size="sm" type="submit" disabled={busy}>
              Save
            </Button>
            <Button
              size="sm"
              variant="ghost"
              onClick={() => {
                setMode('view')
                setTitle(conversation.title)
                setError(undefined)
              }}
            >
              Cancel
            </Button>
          </div>
        </form>
      </li>
    )
  }
  if (mode === 'delete') {
    return (
      <li className="rounded-lg bg-surface-muted p-2 text-sm" role="group" aria-label={`Delete ${conversation.title}?`}>
        <p>Delete “{conversation.title}”? This can't be undone.</p>
        <div className="mt-2 flex gap-2">
          <Button
            size="sm"
            variant="danger"
            disabled={busy}
            onClick={() => {
              setBusy(true)
              void onDelete(conversation.id).finally(() => setBusy(false))
            }}
          >
            Delete
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setMode('view')}>
            Cancel
          </Button>
        </div>
      </li>
    )
  }
  return (
    <li className={cn('group flex items-center gap-1 rounded-lg', active && 'bg-surface-muted')}>
      <button
        type="button"
        className="min-w-0 flex-1 truncate px-3 py-2 text-left text-sm"
        title={conversation.title}
        aria-current={active ? 'page' : undefined}
        onClick={() => onOpen(conversation.id)}
      >
        {conversation.title}
      </button>
      {/* Rename and Delete leave the title the whole row until wanted (issue 22 item 4): they show on the open
          conversation (a tap opens it), on hover, and once the keyboard reaches the row (Tab from the title). */}
      <div className={cn('shrink-0 gap-1 group-focus-within:flex group-hover:flex', active ? 'flex' : 'hidden')}>
        <Button size="sm" variant="ghost" aria-label={`Rename ${conversation.title}`} onClick={() => setMode('rename')}>
          Rename
        </Button>
        <Button size="sm" variant="ghost" aria-label={`Delete ${conversation.title}`} onClick={() => setMode('delete')}>
          Delete
        </Button>
      </div>
    </li>
  )
}
