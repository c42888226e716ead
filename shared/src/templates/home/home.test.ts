import { describe, expect, it } from 'vitest';
import type { TemplateContext } from '../template-def';
import { HOMEDARK_DECK } from '../homedark';
import { describeHomeDeck } from './home-deck.testkit';
import { HOME_DECK } from '.';

describeHomeDeck(HOME_DECK);

describe('home and homedark', () => {
  it('are one deck in two themes', () => {
    const ctx: TemplateContext = { name: '滨江壹号 张宅', username: 'designer', nickname: '王设计', now: 0 };
    const light = HOME_DECK.build(ctx, { short: false });
    const dark = HOMEDARK_DECK.build(ctx, { short: false });
    expect(HOME_DECK.id).toBe('home');
    expect(HOMEDARK_DECK.id).toBe('homedark');
    expect(dark.map((p) => p.name)).toEqual(light.map((p) => p.name));
    expect(dark[3]!.background).not.toEqual(light[3]!.background);
  });
});
