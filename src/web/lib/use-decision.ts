import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'

/**
 * An operator's decision on one entry of a queue (a payout, a shop order): what is being decided, the
 * text typed for it, and the call that records it. Once recorded the dialog closes and every admin
 * query refetches.
 */
export function useDecision<Target>(record: (target: Target, text: string) => Promise<unknown>) {
  const client = useQueryClient()
  const [deciding, setDeciding] = useState<Target | null>(null)
  const [text, setText] = useState('')
  const decide = useMutation({
    mutationFn: (target: Target) => record(target, text),
    onSuccess: () => {
      setDeciding(null)
      setText('')
      void client.invalidateQueries({ queryKey: ['admin'] })
    },
  })
  return { deciding, setDeciding, text, setText, decide }
}

export type Decision<Target> = ReturnType<typeof useDecision<Target>>
