import { describeFullroomDeck } from '../fullroom/deck-spec';
import { FULLROOM2_DECK } from './index';

describeFullroomDeck(FULLROOM2_DECK);
