-- JOIN USING with two key columns
CREATE TABLE a (x UInt8, y UInt8, va String) ENGINE = Memory;
CREATE TABLE b (x UInt8, y UInt8, vb String) ENGINE = Memory;
INSERT INTO a VALUES (1, 1, 'a11'), (1, 2, 'a12'), (2, 1, 'a21');
INSERT INTO b VALUES (1, 2, 'b12'), (2, 1, 'b21'), (3, 3, 'b33');
SELECT x, y, va, vb FROM a INNER JOIN b USING (x, y) ORDER BY x, y;
