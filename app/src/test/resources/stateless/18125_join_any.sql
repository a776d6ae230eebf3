-- ANY LEFT JOIN takes one matching right row per left row
CREATE TABLE l (id UInt32) ENGINE = Memory;
CREATE TABLE r (id UInt32, v String) ENGINE = Memory;
INSERT INTO l VALUES (1), (2);
INSERT INTO r VALUES (1, 'x'), (3, 'z');
SELECT id, v FROM l ANY LEFT JOIN r USING id ORDER BY id;
SELECT id, v FROM l ANY INNER JOIN r USING id ORDER BY id;
