/** Placeholder until expert search lands: the navigation renders <SearchBox variant=…/>. */
export function SearchBox({ variant }: { variant: 'desktop' | 'mobile' }) {
  return (
    <form role="search" className={variant === 'desktop' ? 'hidden lg:block' : 'block'} onSubmit={(e) => e.preventDefault()}>
      <label className="sr-only" htmlFor={`search-${variant}`}>
        Search experts
      </label>
      <input
        id={`search-${variant}`}
        type="search"
        placeholder="Search experts"
        className="w-full rounded-full border border-line bg-surface px-4 py-2 text-sm"
      />
    </form>
  )
}
