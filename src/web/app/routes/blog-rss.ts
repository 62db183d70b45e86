export function loader() {
  return new Response('<?xml version="1.0" encoding="UTF-8"?><rss version="2.0"><channel><title>Tio blog</title></channel></rss>', { headers: { 'Content-Type': 'application/rss+xml; charset=utf-8' } })
}
