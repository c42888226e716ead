import { HOMEDARK_DECK } from '.';
import { describeHomeDeck } from '../home/home-deck.testkit';

// homedark is the home deck on DARK_THEME: the same checks (home/home-deck.testkit.ts).
describeHomeDeck(HOMEDARK_DECK);
