// robots.txt (RFC 9309): groups by user agent, Allow/Disallow with * and $, longest match wins, and Crawl-delay.

interface Rule {
  allow: boolean;
  pattern: RegExp;
  length: number;
}

export interface Robots {
  isAllowed(pathAndQuery: string): boolean;
  /** Seconds between requests the site asks for, if any. */
  crawlDelay: number | undefined;
}

function compile(path: string): RegExp {
  const anchored = path.endsWith('$');
  const body = (anchored ? path.slice(0, -1) : path)
    .split('*')
    .map((part) => part.replace(/[.+?^${}()|[\]\\]/g, '\\$&'))
    .join('.*');
  return new RegExp(`^${body}${anchored ? '$' : ''}`);
}

/** Parses robots.txt for the given product token (e.g. "coursegraph"). */
export function parseRobots(text: string, agent: string): Robots {
  const groups: { agents: string[]; rules: Rule[]; delay?: number }[] = [];
  let current: (typeof groups)[number] | undefined;
  let lastWasAgent = false;
  for (const rawLine of text.split(/\r?\n/)) {
    const line = rawLine.replace(/#.*$/, '').trim();
    const match = /^([A-Za-z-]+)\s*:\s*(.*)$/.exec(line);
    if (!match) continue;
    const key = match[1]!.toLowerCase();
    const value = match[2]!.trim();
    if (key === 'user-agent') {
      if (!lastWasAgent || !current) {
        current = { agents: [], rules: [] };
        groups.push(current);
      }
      current.agents.push(value.toLowerCase());
      lastWasAgent = true;
      continue;
    }
    lastWasAgent = false;
    if (!current) continue;
    if (key === 'allow' || key === 'disallow') {
      if (value === '') continue; // "Disallow:" with nothing allows everything
      current.rules.push({ allow: key === 'allow', pattern: compile(value), length: value.length });
    } else if (key === 'crawl-delay') {
      const delay = Number(value);
      if (Number.isFinite(delay) && delay >= 0) current.delay = delay;
    }
  }
  const token = agent.toLowerCase();
  const specific = groups.filter((g) => g.agents.some((a) => a !== '*' && token.includes(a)));
  const chosen = specific.length ? specific : groups.filter((g) => g.agents.includes('*'));
  const rules = chosen.flatMap((g) => g.rules);
  const delay = chosen.map((g) => g.delay).find((d) => d !== undefined);
  return {
    crawlDelay: delay,
    isAllowed(pathAndQuery: string): boolean {
      if (pathAndQuery === '/robots.txt') return true;
      let best: Rule | undefined;
      for (const rule of rules) {
        if (rule.pattern.test(pathAndQuery) && (!best || rule.length > best.length || (rule.length === best.length && rule.allow))) best = rule;
      }
      return best ? best.allow : true;
    },
  };
}

export const allowAll: Robots = { isAllowed: () => true, crawlDelay: undefined };
