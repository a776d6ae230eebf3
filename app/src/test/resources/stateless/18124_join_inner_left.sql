-- ALL INNER and ALL LEFT joins with USING and ON
CREATE TABLE l (id UInt32, name String) ENGINE = Memory;
CREATE TABLE r (id UInt32, score UInt32) ENGINE = Memory;
INSERT INTO l VALUES (1, 'a'), (2, 'b'), (3, 'c');
INSERT INTO r VALUES (1, 10), (1, 11), (3, 30), (4, 40);
SELECT id, name, score FROM l ALL INNER JOIN r USING id ORDER BY id, score;
SELECT id, name, score FROM l ALL LEFT JOIN r USING id ORDER BY id, score;
SELECT l.id, r.score FROM l ALL INNER JOIN r ON l.id = r.id ORDER BY l.id, r.score;
