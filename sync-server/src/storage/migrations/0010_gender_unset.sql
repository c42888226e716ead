-- Gender becomes "not chosen" until the person chooses (spec 000: 0 male, 1 female). The column
-- was NOT NULL DEFAULT 0, so every account that never chose read as male. A 1 was certainly
-- chosen and is kept; a 0 cannot be told apart from the default, so it becomes "not chosen"
-- (whoever had chosen male sees neither selected and may choose again).
ALTER TABLE users ADD COLUMN gender_chosen INTEGER CHECK (gender_chosen IN (0, 1));
UPDATE users SET gender_chosen = 1 WHERE gender = 1;
ALTER TABLE users DROP COLUMN gender;
ALTER TABLE users RENAME COLUMN gender_chosen TO gender;
