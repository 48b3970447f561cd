// MCP tool get_badge: the URL of GET /api/v1/embed (the SVG risk badge) for a coordinate, and the <img> markup that
// shows it at its reference size. Nothing is forecast here: the badge is drawn when a page loads it.
import type { McpServer, RegisteredTool } from '@modelcontextprotocol/sdk/server/mcp.js';
import { z } from 'zod';
import { badgeArgsShape } from '../../contracts/embed.js';
import { BADGE_HEIGHT, BADGE_WIDTH } from '../../embed/badge-svg.js';
import { toolResult, type ToolContext } from '../tool-context.js';

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
const escapeAttribute = (s: string) => s.replace(/[&<>"']/g, (c) => ENTITIES[c]!);

export const badgeOutputSchema = z.object({
  url: z.string().describe('GET /api/v1/embed with the badge parameters'),
  html: z.string().describe('An <img> element showing the badge at its reference size'),
  width: z.number().int(),
  height: z.number().int(),
  alt: z.string(),
});
export type BadgeOutput = z.infer<typeof badgeOutputSchema>;

/** The badge's URL and markup for `args` on the app at `baseUrl`. */
export function badgeFor(
  baseUrl: string,
  args: { lat: number; lng: number; hazard?: string; horizon?: string; label?: string },
): BadgeOutput {
  const params = new URLSearchParams({ lat: String(args.lat), lng: String(args.lng) });
  if (args.hazard) params.set('hazard', args.hazard);
  if (args.horizon) params.set('horizon', args.horizon);
  if (args.label) params.set('label', args.label);
  const url = `${baseUrl}/api/v1/embed?${params}`;
  const alt = `Hazardcast ${args.hazard ? `${args.hazard} ` : ''}risk badge for ${args.label || `${args.lat}, ${args.lng}`}`;
  const html = `<img src="${escapeAttribute(url)}" width="${BADGE_WIDTH}" height="${BADGE_HEIGHT}" alt="${escapeAttribute(alt)}">`;
  return { url, html, width: BADGE_WIDTH, height: BADGE_HEIGHT, alt };
}

export function registerGetBadge(server: McpServer, ctx: ToolContext): RegisteredTool {
  return server.registerTool(
    'get_badge',
    {
      title: 'Get an embeddable risk badge',
      description:
        `The URL of the ${BADGE_WIDTH}×${BADGE_HEIGHT} SVG risk badge for a coordinate (GET /api/v1/embed: score, level and ` +
        'hazard, drawn from a live forecast when the page loads it) and the <img> markup to put in a page. Parameters as ' +
        'the badge takes them: lat, lng, and optionally hazard (default: the highest-risk one), horizon (default 30d) and a ' +
        'label. The URL points at this Hazardcast app, so the page must be able to reach it. Free (the badge itself is ' +
        'limited per IP per minute, not counted daily).',
      inputSchema: badgeArgsShape(ctx.deps.contracts.embedQuerySchema),
      outputSchema: badgeOutputSchema,
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    async (args) => {
      const badge = badgeFor(ctx.call.baseUrl, args);
      return toolResult(badge, `Badge: ${badge.url}\nEmbed it with: ${badge.html}`);
    },
  );
}
