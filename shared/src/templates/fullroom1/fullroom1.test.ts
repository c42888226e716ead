import { describeFullroomDeck } from '../fullroom/deck-spec';
import { FULLROOM1_DECK } from './index';

describeFullroomDeck(FULLROOM1_DECK);
