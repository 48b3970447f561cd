// MCP prompts for clients that offer them: "assess a site" and "set up monitoring for a site". Each fills a user
// message that walks the assistant through the tools, so the numbers it reports come from them and not from memory.
import type { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import type { GetPromptResult } from '@modelcontextprotocol/sdk/types.js';
import { z } from 'zod';
import { DECISION_LENSES, HORIZONS } from '../contracts/enums.js';
import type { ToolContext } from './tool-context.js';

const message = (text: string): GetPromptResult['messages'][number] => ({ role: 'user', content: { type: 'text', text } });

const REPORTING =
  'Report the probability, severity and risk score exactly as returned, with the confidence label, the exact event they ' +
  'are about (forecast.event) and its window, the sources used and any that failed. Do not estimate numbers the tools did ' +
  'not give.';

export function registerPrompts(server: McpServer, ctx: ToolContext): void {
  const hazardList = ctx.deps.hazards.ids.join(', ');
  server.registerPrompt(
    'assess_site',
    {
      title: 'Assess a site',
      description:
        'Assess the natural-hazard risk of a site (a place name or "lat, lng") with get_risk, and explain it with the methodology.',
      argsSchema: {
        site: z.string().min(1).max(200).describe('The place: a name ("Lagos, Nigeria") or coordinates ("6.45, 3.39")'),
        hazards: z
          .string()
          .max(200)
          .optional()
          .describe(`Hazards of concern, in words (any of: ${hazardList}); default: all, highest risk first`),
        horizon: z.enum(HORIZONS).optional().describe('How far ahead: 7d, 30d, 1y, 10y or 30y (default 30d)'),
        purpose: z.enum(DECISION_LENSES).optional().describe('Who is exposed (the decision lens); default community-planning'),
      },
    },
    ({ site, hazards, horizon, purpose }) => ({
      description: `Risk assessment of ${site}`,
      messages: [
        message(
          `Assess the natural-hazard risk for this site: ${site}.\n\n` +
            `1. Call get_risk with prompt "${hazards ? `${hazards} risk` : 'natural-hazard risk'} at ${site}"` +
            `${horizon ? `, horizon "${horizon}"` : ''}${purpose ? `, decisionLens "${purpose}"` : ''}.\n` +
            '2. For the lead hazard (forecast.hazard), read the resource hazardcast://methodology/<hazard> and say in one or two ' +
            'sentences what the event is, which sources the model uses and how reliable its forecasts have measured.\n' +
            '3. Summarise hazardBreakdown: every hazard with its risk score and level, noting any that were unavailable.\n' +
            `4. ${REPORTING}\n` +
            '5. End with the practical guidance the forecast gives (forecast.practicalGuidance), in plain words.',
        ),
      ],
    }),
  );

  server.registerPrompt(
    'monitor_site',
    {
      title: 'Set up monitoring for a site',
      description:
        'Set up a watch that alerts when a hazard metric at a site crosses a threshold: check the current numbers, create the watch, confirm it.',
      argsSchema: {
        site: z.string().min(1).max(200).describe('The place: a name ("Lagos, Nigeria") or coordinates ("6.45, 3.39")'),
        hazard: z
          .string()
          .max(60)
          .optional()
          .describe(`The hazard to watch (one of: ${hazardList}); default: ask, or the highest-risk one`),
        threshold: z.string().max(10).optional().describe('Alert when the risk score (0-100) reaches this; default 50'),
        channel: z
          .string()
          .max(2048)
          .optional()
          .describe('Where alerts go: a webhook or Slack URL, an email address or a Telegram chat id'),
      },
    },
    ({ site, hazard, threshold, channel }) => ({
      description: `Monitoring for ${site}`,
      messages: [
        message(
          `Set up monitoring for this site: ${site}.\n\n` +
            `1. Call get_risk with prompt "${hazard ?? 'natural-hazard'} risk at ${site}" to see today's numbers; ${REPORTING}\n` +
            `2. Call create_watch with place "${site}"${hazard ? `, hazard "${hazard}"` : ' and the hazard that matters most (ask the user if unsure)'}, ` +
            `metric "riskScore", threshold ${threshold ?? '50'}` +
            `${channel ? `, and a channel for "${channel}" (type webhook, slack, email or telegram as the target says)` : ' (ask the user where alerts should go: a webhook or Slack URL, an email address or a Telegram chat id)'}. ` +
            'Tell the user the webhook signing secret is shown only this once.\n' +
            '3. Call get_watch with the new id and report its condition, status and next evaluation.\n' +
            '4. Say how to pause it (update_watch with status "paused") or delete it (delete_watch), and offer get_badge for a page.',
        ),
      ],
    }),
  );
}
