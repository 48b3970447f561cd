// An Open-Meteo API key moves calls from the free hosts to the customer ones (`customer-` + host, `&apikey=`), as
// Open-Meteo's own documentation gives them (docs/sources.md "Outgrowing the free tier"). A self-hosted server (any
// other host in the `OPEN_METEO_*_URL` settings) is left as it is.
import { isFreeTierHost } from './limiter.js';

/** The URL a call goes out on: the customer host with the key when one is set and the URL names a free host. */
export function withOpenMeteoKey(url: string, apiKey: string | null | undefined): string {
  if (!apiKey || !isFreeTierHost(url)) return url;
  const u = new URL(url);
  u.hostname = `customer-${u.hostname}`;
  u.searchParams.set('apikey', apiKey);
  return u.toString();
}

/** The text with the key masked (an error text that might quote the URL is never shown or logged with it). */
export function maskKey(text: string, apiKey: string | null | undefined): string {
  return apiKey ? text.split(apiKey).join('***') : text;
}
