/** 'Sofía Marín' → 'sofia-marin', 'Mehmet Yılmaz' → 'mehmet-yilmaz': the demo experts' customURL, photo file name and email local part. */
export function demoSlug(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ø/gi, 'o')
    .replace(/ı/g, 'i')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 30)
    .replace(/-+$/, '')
}
