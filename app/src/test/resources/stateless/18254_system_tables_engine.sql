-- system.tables shows each table's engine; system.columns its columns and types
CREATE TABLE t1 (x UInt8) ENGINE = MergeTree ORDER BY x;
CREATE TABLE t2 (s String, n Nullable(UInt32)) ENGINE = Memory;
SELECT name, engine FROM system.tables WHERE database = currentDatabase() ORDER BY name;
SELECT table, name, type FROM system.columns WHERE database = currentDatabase() ORDER BY table, position;
