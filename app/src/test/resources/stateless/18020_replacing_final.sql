-- ReplacingMergeTree keeps the row with the greatest version per sorting key; FINAL shows that before merges
CREATE TABLE subs (client UInt32, plan String, ver UInt32) ENGINE = ReplacingMergeTree(ver) ORDER BY client;
SYSTEM STOP MERGES subs;
INSERT INTO subs VALUES (1, 'free', 1), (2, 'pro', 1);
INSERT INTO subs VALUES (1, 'pro', 2);
INSERT INTO subs VALUES (1, 'team', 1), (3, 'free', 5);
SELECT count() FROM subs;
SELECT * FROM subs FINAL ORDER BY client;
SELECT plan, count() FROM subs FINAL GROUP BY plan ORDER BY plan;
SELECT * FROM subs FINAL WHERE plan = 'pro' ORDER BY client;
SYSTEM START MERGES subs;
OPTIMIZE TABLE subs FINAL;
SELECT * FROM subs ORDER BY client;
SELECT count() FROM system.parts WHERE database = currentDatabase() AND table = 'subs' AND active;
CREATE TABLE plain (x UInt8) ENGINE = MergeTree ORDER BY x;
SELECT * FROM plain FINAL; -- { serverError ILLEGAL_FINAL }
